import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function PrayerScreen() {
  return (
    <PlaceholderScreen
      title="Personal Prayer"
      line="Bring an intention here, and a prayer will be formed with you."
    />
  );
}
