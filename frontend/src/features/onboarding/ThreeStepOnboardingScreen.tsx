import { useDocumentTitle } from '../../lib/document-title';
import { OnboardingLoadState } from './components/OnboardingLoadState';
import { ThreeStepFlow } from './components/ThreeStepFlow';
import { useOnboardingLists } from './hooks/use-onboarding-lists';
import './onboarding.css';

// /onboarding: the spec's shorter, 3-step onboarding (guarded). It shares the 8-step
// flow's pieces (answer lists, companion cards, progress bar, saving) but not its steps.
export function ThreeStepOnboardingScreen() {
  useDocumentTitle('Getting to know you');
  const lists = useOnboardingLists();
  if (!lists.data) return <OnboardingLoadState lists={lists} />;
  return <ThreeStepFlow options={lists.data.options} catalogue={lists.data.catalogue} />;
}
