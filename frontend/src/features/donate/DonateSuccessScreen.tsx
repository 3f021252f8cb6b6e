import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function DonateSuccessScreen() {
  return (
    <PlaceholderScreen
      title="Thank you"
      line="Your gift helps keep this ministry free for everyone."
    />
  );
}
