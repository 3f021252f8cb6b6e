import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { AccountService } from './account.service.js';
import { DeleteAccountArgs } from './dto/account.dto.js';

@Resolver()
export class AccountResolver {
  constructor(private readonly account: AccountService) {}

  @Query(() => String, {
    description:
      'Everything held about the caller, as the JSON document GET /api/me/export downloads (messages and memory in clear).',
  })
  async exportMyData(@CurrentUser() caller: VerifiedIdentity): Promise<string> {
    return JSON.stringify(await this.account.exportOf(caller));
  }

  @Mutation(() => Boolean, {
    description: "Ends every session of the caller's account on every device; earlier ID tokens are refused at once.",
  })
  async signOutEverywhere(@CurrentUser() caller: VerifiedIdentity): Promise<boolean> {
    await this.account.signOutEverywhere(caller);
    return true;
  }

  @RateLimit('signIn')
  @Mutation(() => Boolean, {
    description:
      'Deletes the account and everything held about the person; donation records stay for accounting without their name. ' +
      'Local accounts confirm with the password; Firebase accounts need a sign-in within the last 5 minutes.',
  })
  async deleteAccount(
    @CurrentUser() caller: VerifiedIdentity,
    @Args() { password }: DeleteAccountArgs,
  ): Promise<boolean> {
    await this.account.deleteAccount(caller, password ?? undefined);
    return true;
  }
}
