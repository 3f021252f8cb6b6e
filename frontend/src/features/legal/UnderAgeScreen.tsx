import { Link } from 'react-router';
import { LogOutButton } from '../../components/ui/LogOutButton';
import { useAuth } from '../../lib/auth';
import { LegalPage } from './components/LegalPage';
import { UnderAgeContent } from './content/UnderAgeContent';

// /under-16: where an age under 16 ends, whichever screen it was given on (onboarding,
// Settings). Nothing of that answer was kept; a signed-in person may delete the account
// or log out, a visitor goes home.
export function UnderAgeScreen() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <LegalPage
      title="This app is for people aged 16 and over"
      footer={() => (
        <div className="legal__actions">
          {signedIn ? (
            <LogOutButton />
          ) : (
            <Link className="button button--quiet" to="/home">
              Go to the home page
            </Link>
          )}
        </div>
      )}
    >
      {(contact) => <UnderAgeContent contact={contact} signedIn={signedIn} />}
    </LegalPage>
  );
}
