import { AuthScreen } from './AuthScreen';

export function SignupScreen() {
  return <AuthScreen mode="signUp" />;
}
