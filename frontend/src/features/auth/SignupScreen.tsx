import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function SignupScreen() {
  return (
    <PlaceholderScreen
      title="Create an account"
      line="Creating an account opens here soon."
    />
  );
}
