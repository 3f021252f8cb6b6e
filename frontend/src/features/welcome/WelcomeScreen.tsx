import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function WelcomeScreen() {
  return (
    <PlaceholderScreen
      title="Welcome"
      line="A quiet welcome will greet you here before you begin."
    />
  );
}
