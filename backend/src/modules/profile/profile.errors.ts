import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode, type ErrorCodeValue } from '../../common/errors/error-codes.js';
import type { ProfilePatch } from './profile-patch.js';

export const profileNotFound = () =>
  new AppError(404, ErrorCode.ProfileNotFound, 'We could not find your profile. Please sign in again.');

export const unknownField = (message: string) => new AppError(400, ErrorCode.UnknownField, message);

/** The code names the field, so a client can point at it. */
const INVALID: Record<keyof ProfilePatch, ErrorCodeValue> = {
  name: ErrorCode.InvalidName,
  ageRange: ErrorCode.InvalidAgeRange,
  sex: ErrorCode.InvalidSex,
  lifeStage: ErrorCode.InvalidLifeStage,
  spiritualMaturity: ErrorCode.InvalidSpiritualMaturity,
  spiritualMaturityLevel: ErrorCode.InvalidSpiritualMaturityLevel,
  spiritualGoals: ErrorCode.InvalidSpiritualGoals,
  avatar: ErrorCode.InvalidAvatar,
  theme: ErrorCode.InvalidTheme,
  responseStyle: ErrorCode.InvalidResponseStyle,
  notificationsEnabled: ErrorCode.InvalidNotificationsEnabled,
  analyticsOptOut: ErrorCode.InvalidAnalyticsOptOut,
};

export const invalidField = (field: keyof ProfilePatch, message: string) => new AppError(400, INVALID[field], message);
