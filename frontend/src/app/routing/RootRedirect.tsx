import { Navigate } from 'react-router';
import { isOnboarded, useAuth } from '../../lib/auth';

// "/" only decides where a person belongs; it is blank until the session is known
// so nobody sees the splash flash by on their way to the app.
export function RootRedirect() {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') return <Navigate to="/home" replace />;
  return <Navigate to={isOnboarded(auth) ? '/welcome' : '/onboard'} replace />;
}
