import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { Allow, IsEmail, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

// class-validator runs a property's checks bottom-up and stops at the first failure,
// so the type check sits last: a missing value gets 'required', not 'too long'.

const TOKEN_REQUIRED = 'An ID token is required.';

/** The spec's `{ id_token }` bodies. */
export class IdTokenBodyDto {
  @MinLength(1, { message: TOKEN_REQUIRED })
  @MaxLength(8192, { message: 'The ID token is too long.' })
  @IsString({ message: TOKEN_REQUIRED })
  id_token: string;
}

@ArgsType()
export class IdTokenArgs {
  @Field()
  @MinLength(1, { message: TOKEN_REQUIRED })
  @MaxLength(8192, { message: 'The ID token is too long.' })
  @IsString({ message: TOKEN_REQUIRED })
  idToken: string;
}

// The consent fields are only @Allow()ed and nullable: the service checks them itself, so a
// missing or false box is refused by both doors with the same code (TERMS_CONSENT_REQUIRED,
// RELIGIOUS_DATA_CONSENT_REQUIRED), not with a generic validation error.

/** The REST sign-up and sign-in bodies: `{ id_token, consent: { terms_and_privacy, religious_data, version } }`. */
export class SignUpBodyDto extends IdTokenBodyDto {
  @Allow()
  consent?: unknown;
}

@InputType({
  description:
    'The two boxes of sign-up, both required to create a profile, for the version of the Terms and Privacy Policy shown.',
})
export class ConsentInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'I am 16 or older and I accept the Terms of Use and the Privacy Policy.',
  })
  @Allow()
  termsAndPrivacy?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Explicit consent to processing what I share about my faith (GDPR article 9(2)(a)).',
  })
  @Allow()
  religiousData?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: "The version of the Terms and Privacy Policy shown: their effective date, 'YYYY-MM-DD'.",
  })
  @Allow()
  version?: string | null;
}

@ArgsType()
export class SignUpArgs extends IdTokenArgs {
  @Field(() => ConsentInput, {
    nullable: true,
    description: 'Required whenever a profile is created (a new person); ignored for an existing one.',
  })
  @Allow()
  consent?: ConsentInput | null;
}

@ArgsType()
export class UidArgs {
  @Field()
  @MinLength(1, { message: 'uid is required.' })
  @MaxLength(128, { message: 'uid is too long.' })
  @IsString({ message: 'uid is required.' })
  uid: string;
}

/** REST body and GraphQL arguments alike: `{ email }`. */
@ArgsType()
export class EmailArgs {
  @Field()
  @MaxLength(254, { message: 'Please enter a valid email address.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;
}

@ArgsType()
export class SignupCapArgs {
  @Field(() => Int, { nullable: true, description: 'null removes the cap.' })
  @IsOptional()
  @Min(0, { message: 'cap must be 0 or more.' })
  @Max(10_000_000, { message: 'cap must be at most 10000000.' })
  @IsInt({ message: 'cap must be a whole number.' })
  cap?: number | null;
}

@ArgsType()
export class StartSignupPhaseArgs extends SignupCapArgs {
  @Field()
  @MinLength(1, { message: 'name is required.' })
  @MaxLength(80, { message: 'name must be at most 80 characters.' })
  @IsString({ message: 'name is required.' })
  name: string;
}
