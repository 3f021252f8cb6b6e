import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function OnboardScreen() {
  return (
    <PlaceholderScreen
      title="Getting to know you"
      line="A few gentle questions will help your companion walk with you."
    />
  );
}
