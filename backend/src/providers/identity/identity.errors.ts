import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const invalidToken = (cause?: unknown) =>
  new AppError(401, ErrorCode.InvalidToken, 'Your sign-in could not be verified. Please sign in again.', {}, { cause });

export const tokenExpired = () =>
  new AppError(401, ErrorCode.TokenExpired, 'Your sign-in has expired. Please sign in again.');

export const tokenRevoked = () =>
  new AppError(401, ErrorCode.TokenRevoked, 'This session has been signed out. Please sign in again.');

export const invalidCredentials = () =>
  new AppError(401, ErrorCode.InvalidCredentials, 'Please check your Email or Password.');

export const refreshInvalid = () =>
  new AppError(401, ErrorCode.RefreshInvalid, 'Your session has ended. Please sign in again.');

export const resetTokenInvalid = () =>
  new AppError(
    400,
    ErrorCode.ResetTokenInvalid,
    'This reset link is invalid or has expired. Please request a new one.',
  );

export const weakPassword = (problem: string) => new AppError(400, ErrorCode.WeakPassword, problem);

export const emailInUse = () =>
  new AppError(409, ErrorCode.EmailInUse, 'This email is already registered. Please log in.');

export const resetUnavailable = (cause: unknown) =>
  new AppError(
    503,
    ErrorCode.ServiceUnavailable,
    'We could not start the password reset just now. Please try again in a few minutes.',
    {},
    { cause },
  );

export const passwordRequired = () =>
  new AppError(400, ErrorCode.PasswordRequired, 'Please enter your password to confirm.');

export const passwordIncorrect = () =>
  new AppError(403, ErrorCode.PasswordIncorrect, 'That password is not right. Please check it and try again.');

export const recentSignInRequired = (minutes: number) =>
  new AppError(
    403,
    ErrorCode.RecentSignInRequired,
    `For your safety, please sign out and sign in again, then do this within ${minutes} minutes.`,
  );

export const identityUnavailable = (cause: unknown) =>
  new AppError(
    503,
    ErrorCode.ServiceUnavailable,
    'We could not reach the sign-in service just now. Nothing was deleted. Please try again in a few minutes.',
    {},
    { cause },
  );
