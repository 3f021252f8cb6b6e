import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function OnboardingScreen() {
  return (
    <PlaceholderScreen
      title="Your companion"
      line="Here you will tell us a little about yourself and choose a companion."
    />
  );
}
