import { LogOutButton } from '../../components/ui/LogOutButton';
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen';

// Log Out is one of the spec's items on this screen's list, so it is offered already.
export function OnboardScreen() {
  return (
    <PlaceholderScreen
      title="Getting to know you"
      line="A few gentle questions will help your companion walk with you."
    >
      <LogOutButton />
    </PlaceholderScreen>
  );
}
