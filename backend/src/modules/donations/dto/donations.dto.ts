import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { Allow, IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator runs a property's checks bottom-up and stops at the first failure,
// so the type check sits last. Amount and return addresses are only admitted here
// (@Allow): the service checks them, so each refusal carries its own code
// (DONATION_AMOUNT_INVALID, RETURN_URL_INVALID) and nothing is written.

const RECURRING = 'recurring must be true or false.';

/** The spec's `POST /donate` body. */
export class DonateBodyDto {
  @Allow()
  amount: unknown;

  @IsBoolean({ message: RECURRING })
  recurring: boolean;

  @Allow()
  success_url: unknown;

  @Allow()
  cancel_url: unknown;
}

@ArgsType()
export class CreateDonationCheckoutArgs {
  @Field(() => Int, { description: 'Whole cents: at least 100 and below the configured ceiling.' })
  @Allow()
  amountCents: number;

  @Field()
  @IsBoolean({ message: RECURRING })
  recurring: boolean;

  @Field({ description: "An absolute address on this app's own origin." })
  @Allow()
  successUrl: string;

  @Field({ description: "An absolute address on this app's own origin." })
  @Allow()
  cancelUrl: string;
}

@ArgsType()
export class DonationIdArgs {
  @Field(() => ID)
  @MinLength(1, { message: 'id is required.' })
  @MaxLength(64, { message: 'id is too long.' })
  @IsString({ message: 'id is required.' })
  id: string;
}
