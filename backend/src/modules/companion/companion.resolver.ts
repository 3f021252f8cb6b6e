import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/auth.decorators.js';
import { COMPANIONS, DEFAULT_COMPANION, ONBOARDING_DEFAULT_COMPANION } from './companion-catalogue.js';
import { CompanionCatalogue } from './companion.model.js';

@Resolver(() => CompanionCatalogue)
export class CompanionResolver {
  /** Public: onboarding shows the companions before anyone signs in. */
  @Public()
  @Query(() => CompanionCatalogue)
  companionCatalogue(): CompanionCatalogue {
    return {
      companions: COMPANIONS.map((companion) => ({
        ...companion,
        greetings: [...companion.greetings],
        prompts: [...companion.prompts],
      })),
      defaultKey: DEFAULT_COMPANION,
      onboardingDefaultKey: ONBOARDING_DEFAULT_COMPANION,
    };
  }
}
