import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function LoginScreen() {
  return (
    <PlaceholderScreen
      title="Log in"
      line="Signing in with email or Google opens here soon."
    />
  );
}
