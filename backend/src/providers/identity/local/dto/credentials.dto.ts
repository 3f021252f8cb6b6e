import { IsEmail, IsString, MaxLength } from 'class-validator';

// class-validator runs a property's checks bottom-up and stops at the first failure,
// so the type check sits last: a missing value gets 'required', not 'too long'.

export class CredentialsDto {
  @MaxLength(254, { message: 'Please enter a valid email address.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;

  @MaxLength(1024, { message: 'Password must be at most 256 characters long.' })
  @IsString({ message: 'Please enter your password.' })
  password: string;
}

export class ResetPasswordDto {
  @MaxLength(200, { message: 'This reset link is invalid or has expired. Please request a new one.' })
  @IsString({ message: 'This reset link is invalid or has expired. Please request a new one.' })
  token: string;

  @MaxLength(1024, { message: 'Password must be at most 256 characters long.' })
  @IsString({ message: 'Please enter a new password.' })
  password: string;
}
