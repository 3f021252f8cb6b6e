import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from '../../components/ui/AppToaster';
import { useAuth } from '../../lib/auth';
import { SIGNUPS_CLOSED_TOASTER } from '../../lib/toasters';

// Fetched only when the signup gate turns someone away.
const SignupsClosedDialog = lazy(() =>
  import('../../components/ui/SignupsClosedDialog').then((m) => ({ default: m.SignupsClosedDialog })),
);

export function RootLayout() {
  const { signupsClosedOpen, closeSignupsClosed } = useAuth();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {signupsClosedOpen && (
        <Suspense fallback={null}>
          <SignupsClosedDialog
            onClose={closeSignupsClosed}
            toaster={<AppToaster toasterId={SIGNUPS_CLOSED_TOASTER} />}
          />
        </Suspense>
      )}
    </>
  );
}

export function BlankScreen() {
  return null;
}
