import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  CheckRevoked,
  CurrentUser,
  OptionalUser,
  PublicIdentifyIfSignedIn,
  StaffOnly,
} from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { CreateDonationCheckoutArgs, DonationIdArgs } from './dto/donations.dto.js';
import {
  Donation,
  DonationCheckout,
  DonationPage,
  RecurringDonationCancellation,
  toDonation,
  toStaffDonation,
} from './donations.model.js';
import { DonationsService } from './donations.service.js';
import { PageArgs } from '../../common/validation/page.args.js';

@Resolver()
export class DonationsResolver {
  constructor(private readonly service: DonationsService) {}

  @PublicIdentifyIfSignedIn()
  @CheckRevoked()
  @RateLimit('donate')
  @Mutation(() => DonationCheckout, {
    description:
      'Starts a one-off or monthly gift; the browser then goes to url. Open to visitors; a signed-in donor is recorded.',
  })
  createDonationCheckout(
    @OptionalUser() caller: VerifiedIdentity | null,
    @Args() args: CreateDonationCheckoutArgs,
  ): Promise<DonationCheckout> {
    return this.service.createCheckout(caller, {
      amount: args.amountCents,
      recurring: args.recurring,
      successUrl: args.successUrl,
      cancelUrl: args.cancelUrl,
    });
  }

  @Query(() => [Donation], { description: "The caller's own donations, newest first." })
  async myDonations(@CurrentUser() caller: VerifiedIdentity): Promise<Donation[]> {
    return (await this.service.myDonations(caller.uid)).map(toDonation);
  }

  @CheckRevoked()
  @Mutation(() => RecurringDonationCancellation, {
    description: "Stops the caller's recurring gift (sandbox: at once; stripe: answers the customer-portal address).",
  })
  async cancelRecurringDonation(
    @CurrentUser() caller: VerifiedIdentity,
    @Args() { id }: DonationIdArgs,
  ): Promise<RecurringDonationCancellation> {
    const result = await this.service.cancelRecurring(caller, id);
    return { donation: toDonation(result.donation), portalUrl: result.portalUrl };
  }

  @StaffOnly()
  @Query(() => DonationPage)
  async donations(@Args() { limit, offset }: PageArgs): Promise<DonationPage> {
    const page = await this.service.listAll(limit, offset);
    return { total: page.total, donations: page.donations.map(toStaffDonation) };
  }
}
