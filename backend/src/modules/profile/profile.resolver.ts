import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ProfileOptions } from './profile-options.model.js';
import { invalidField } from './profile.errors.js';
import { OnboardingInput, UpdateProfileInput } from './dto/profile.dto.js';
import { Profile } from './profile.model.js';
import { ProfileService } from './profile.service.js';

@Resolver(() => Profile)
export class ProfileResolver {
  constructor(private readonly profiles: ProfileService) {}

  @Query(() => Profile, { description: "The caller's profile." })
  me(@CurrentUser() user: VerifiedIdentity): Promise<Profile> {
    return this.profiles.getProfile(user.uid);
  }

  /** Public: the onboarding lists are shown before and during sign-up. */
  @Public()
  @Query(() => ProfileOptions)
  profileOptions(): ProfileOptions {
    return this.profiles.options();
  }

  @Mutation(() => Profile, { description: "Changes the caller's profile (Settings)." })
  updateProfile(@CurrentUser() user: VerifiedIdentity, @Args('input') input: UpdateProfileInput): Promise<Profile> {
    return this.profiles.updateProfile(user.uid, { ...input });
  }

  @Mutation(() => Profile, { description: 'Saves the onboarding answers and marks onboarding complete.' })
  completeOnboarding(@CurrentUser() user: VerifiedIdentity, @Args('input') input: OnboardingInput): Promise<Profile> {
    // The spec's payload has one spiritualMaturity field holding either form; GraphQL needs two.
    const { spiritualMaturityLevel, spiritualMaturity, ...rest } = input;
    if (spiritualMaturityLevel != null && spiritualMaturity != null) {
      throw invalidField('spiritualMaturity', 'Give spiritualMaturity or spiritualMaturityLevel, not both.');
    }
    return this.profiles.completeOnboarding(user.uid, {
      ...rest,
      spiritualMaturity: spiritualMaturityLevel ?? spiritualMaturity ?? undefined,
    });
  }

  @Mutation(() => Profile, { description: 'Deletes the pastoral memory the companion keeps.' })
  clearPastoralMemory(@CurrentUser() user: VerifiedIdentity): Promise<Profile> {
    return this.profiles.clearMemory(user.uid);
  }
}
