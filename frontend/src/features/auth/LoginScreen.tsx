import { AuthScreen } from './AuthScreen';

export function LoginScreen() {
  return <AuthScreen mode="signIn" />;
}
