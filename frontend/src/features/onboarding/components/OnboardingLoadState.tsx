import { LoadState } from '../../../components/ui/LoadState';
import type { Loaded } from '../../../lib/catalogue';

// The page an onboarding shows until its lists arrive, titled so the tab and a screen reader know where they are.
export function OnboardingLoadState({ lists }: { lists: Loaded<unknown> }) {
  return (
    <div className="page">
      <main className="page__main" id="main">
        <h1 className="visually-hidden">Getting to know you</h1>
        <LoadState failed={lists.failed} retry={lists.retry} />
      </main>
    </div>
  );
}
