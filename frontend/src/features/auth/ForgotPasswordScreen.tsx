import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function ForgotPasswordScreen() {
  return (
    <PlaceholderScreen
      title="Reset your password"
      line="You will be able to ask for a reset link here soon."
    />
  );
}
