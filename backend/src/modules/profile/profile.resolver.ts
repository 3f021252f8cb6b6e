import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { Profile } from './profile.model.js';
import { ProfileService } from './profile.service.js';

@Resolver(() => Profile)
export class ProfileResolver {
  constructor(private readonly profiles: ProfileService) {}

  @Query(() => Profile, { description: "The caller's profile." })
  me(@CurrentUser() user: VerifiedIdentity): Promise<Profile> {
    return this.profiles.getProfile(user.uid);
  }
}
