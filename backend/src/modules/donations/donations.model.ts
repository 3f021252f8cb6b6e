import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { DonationEntity } from './donation.entity.js';

@ObjectType()
export class DonationCheckout {
  @Field({ description: 'Where the browser goes to give: the provider checkout, or the sandbox test page.' })
  url: string;
}

@ObjectType()
export class Donation {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  amountCents: number;

  @Field()
  currency: string;

  @Field()
  recurring: boolean;

  @Field({ description: 'pending, completed, canceled or failed.' })
  status: string;

  @Field({ description: 'True for a later month of a recurring gift.' })
  renewal: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field(() => Date, { nullable: true })
  canceledAt: Date | null;
}

@ObjectType()
export class RecurringDonationCancellation {
  @Field(() => Donation)
  donation: Donation;

  @Field(() => String, {
    nullable: true,
    description:
      "Set when the donor finishes at the provider's page (Stripe's customer portal); null when the gift is already stopped.",
  })
  portalUrl: string | null;
}

@ObjectType({ description: 'A donation as staff see it.' })
export class StaffDonation extends Donation {
  @Field()
  provider: string;

  @Field(() => String, { nullable: true })
  donorEmail: string | null;
}

@ObjectType()
export class DonationPage {
  @Field(() => Int)
  total: number;

  @Field(() => [StaffDonation])
  donations: StaffDonation[];
}

export const toDonation = (row: DonationEntity): Donation => ({
  id: row.id,
  amountCents: row.amountCents,
  currency: row.currency,
  recurring: row.recurring,
  status: row.status,
  renewal: row.renewalOf !== null,
  createdAt: row.createdAt,
  completedAt: row.completedAt,
  canceledAt: row.canceledAt,
});

export const toStaffDonation = (row: DonationEntity): StaffDonation => ({
  ...toDonation(row),
  provider: row.provider,
  donorEmail: row.donorEmail,
});
