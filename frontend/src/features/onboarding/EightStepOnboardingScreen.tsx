import { useAuth, type AuthContextValue } from '../../lib/auth';
import type { ProfileOptions } from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { EMPTY_ANSWERS, answersFromProfile, readDraft } from './answers';
import { EIGHT_STEPS, EightStepFlow, type EightStepStart } from './components/EightStepFlow';
import { OnboardingLoadState } from './components/OnboardingLoadState';
import { useOnboardingLists } from './hooks/use-onboarding-lists';
import './onboarding.css';

// Where the flow begins: a visitor who has just created an account comes back to the
// last step with the answers they gave; someone redoing onboarding sees their answers.
function startFor(auth: AuthContextValue, options: ProfileOptions): EightStepStart {
  if (auth.status !== 'signedIn') return { step: 1, answers: EMPTY_ANSWERS };
  const draft = readDraft();
  if (draft) return { step: EIGHT_STEPS, answers: draft };
  if (auth.profile.onboarded) return { step: 1, answers: answersFromProfile(auth.profile, options) };
  return { step: 1, answers: EMPTY_ANSWERS };
}

// /onboard: the spec's 8-step onboarding, open to visitors too.
export function EightStepOnboardingScreen() {
  useDocumentTitle('Getting to know you');
  const auth = useAuth();
  const lists = useOnboardingLists();

  if (auth.status === 'loading') return null;
  if (!lists.data) return <OnboardingLoadState lists={lists} />;
  // A new key starts afresh when the person behind the screen changes.
  return (
    <EightStepFlow
      key={auth.user?.uid ?? 'visitor'}
      start={startFor(auth, lists.data.options)}
      options={lists.data.options}
      catalogue={lists.data.catalogue}
      signedIn={auth.status === 'signedIn'}
    />
  );
}
