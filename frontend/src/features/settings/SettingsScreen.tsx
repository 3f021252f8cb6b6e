import { LogOutButton } from '../../components/ui/LogOutButton';
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

export function SettingsScreen() {
  return (
    <PlaceholderScreen
      title="Settings"
      line="Your details, appearance and privacy choices will live here."
    >
      <LogOutButton />
    </PlaceholderScreen>
  );
}
