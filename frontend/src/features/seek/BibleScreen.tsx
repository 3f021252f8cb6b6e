import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function BibleScreen() {
  return (
    <PlaceholderScreen
      title="Today's Word"
      line="The day's Mass readings and reflections will be gathered here."
    />
  );
}
