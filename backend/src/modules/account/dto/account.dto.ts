import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// The password is optional here because a Firebase account proves itself by a recent
// sign-in instead; the identity provider says which it needs (PASSWORD_REQUIRED).

/** DELETE /api/me: `{ "password": "..." }`. */
export class DeleteAccountBodyDto {
  @IsOptional()
  @MaxLength(1024, { message: 'That password is too long.' })
  @IsString({ message: 'Please enter your password to confirm.' })
  password?: string;
}

@ArgsType()
export class DeleteAccountArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The account password (local accounts); Firebase accounts need a sign-in within 5 minutes instead.',
  })
  @IsOptional()
  @MaxLength(1024, { message: 'That password is too long.' })
  @IsString({ message: 'Please enter your password to confirm.' })
  password?: string | null;
}
