import { AppError } from '../../common/errors/app-error.js';

export const IdentityErrorCode = {
  InvalidToken: 'INVALID_TOKEN',
  TokenExpired: 'TOKEN_EXPIRED',
  TokenRevoked: 'TOKEN_REVOKED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailInUse: 'EMAIL_IN_USE',
  WeakPassword: 'WEAK_PASSWORD',
  RefreshInvalid: 'REFRESH_INVALID',
  ResetTokenInvalid: 'RESET_TOKEN_INVALID',
} as const;

export const invalidToken = (cause?: unknown) =>
  new AppError(401, IdentityErrorCode.InvalidToken, 'Your sign-in could not be verified. Please sign in again.', {}, { cause });

export const tokenExpired = () => new AppError(401, IdentityErrorCode.TokenExpired, 'Your sign-in has expired. Please sign in again.');

export const tokenRevoked = () => new AppError(401, IdentityErrorCode.TokenRevoked, 'This session has been signed out. Please sign in again.');
