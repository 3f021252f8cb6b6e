import {
  useCompanionCatalogue,
  useProfileOptions,
  type CompanionCatalogue,
  type Loaded,
  type ProfileOptions,
} from '../../../lib/catalogue';

export interface OnboardingLists {
  options: ProfileOptions;
  catalogue: CompanionCatalogue;
}

// Both onboardings need the answer lists and the companions before their first step.
export function useOnboardingLists(): Loaded<OnboardingLists> {
  const options = useProfileOptions();
  const catalogue = useCompanionCatalogue();
  return {
    data: options.data && catalogue.data ? { options: options.data, catalogue: catalogue.data } : null,
    failed: options.failed || catalogue.failed,
    retry: () => {
      options.retry();
      catalogue.retry();
    },
  };
}
