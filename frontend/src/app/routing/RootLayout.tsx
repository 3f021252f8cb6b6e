import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AppToaster } from '../../components/ui/AppToaster';
import { useAuth } from '../../lib/auth';
import { useDonation } from '../../lib/donation';
import { SIGNUPS_CLOSED_TOASTER } from '../../lib/toasters';

// Fetched only when the signup gate turns someone away.
const SignupsClosedDialog = lazy(() =>
  import('../../features/auth/SignupsClosedDialog').then((m) => ({ default: m.SignupsClosedDialog })),
);
// Fetched only when someone opens the donation prompt.
const DonationDialog = lazy(() =>
  import('../../features/donate/DonationDialog').then((m) => ({ default: m.DonationDialog })),
);

export function RootLayout() {
  const { signupsClosedOpen, closeSignupsClosed } = useAuth();
  const { options: donation, closeDonation } = useDonation();
  const navigate = useNavigate();

  // Where the prompt ends a flow (onboarding), closing it carries on with that flow.
  const leaveDonation = () => {
    closeDonation();
    if (donation?.continueTo) void navigate(donation.continueTo, { replace: true });
  };

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
      {donation && (
        <Suspense fallback={null}>
          <DonationDialog options={donation} onClose={leaveDonation} />
        </Suspense>
      )}
    </>
  );
}

export function BlankScreen() {
  return null;
}
