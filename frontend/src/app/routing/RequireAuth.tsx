import { Navigate, Outlet } from 'react-router';
import { isOnboarded, useAuth } from '../../lib/auth';

interface RequireAuthProps {
  // /onboarding itself must stay reachable before onboarding is complete.
  requireOnboarding: boolean;
}

export function RequireAuth({ requireOnboarding }: RequireAuthProps) {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') return <Navigate to="/" replace />;
  if (requireOnboarding && !isOnboarded(auth)) return <Navigate to="/onboard" replace />;
  return <Outlet />;
}
