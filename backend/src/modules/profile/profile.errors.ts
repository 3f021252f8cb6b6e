import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode, type ErrorCodeValue } from '../../common/errors/error-codes.js';
import type { ProfilePatch } from './profile-patch.js';

export const profileNotFound = () =>
  new AppError(404, ErrorCode.ProfileNotFound, 'We could not find your profile. Please sign in again.');

export const unknownField = (message: string) => new AppError(400, ErrorCode.UnknownField, message);

export const termsConsentRequired = () =>
  new AppError(
    400,
    ErrorCode.TermsConsentRequired,
    'To create your account, please confirm that you are 16 or older and accept the Terms of Use and the Privacy Policy.',
  );

export const religiousDataConsentRequired = () =>
  new AppError(
    400,
    ErrorCode.ReligiousDataConsentRequired,
    'To create your account, please give your explicit consent to our processing what you share about your faith.',
  );

export const consentVersionOutdated = (current: string) =>
  new AppError(
    400,
    ErrorCode.ConsentVersionOutdated,
    `Consent must be given to the Terms of Use and Privacy Policy in force (version ${current}). Please reload the page, read them and tick the boxes again.`,
  );

/** Kind, not scolding: the client shows the full explanation; this is for any other caller. */
export const underMinimumAge = (minimumAge: number) =>
  new AppError(
    400,
    ErrorCode.UnderMinimumAge,
    `This app is made for people aged ${minimumAge} and over, so we cannot keep this answer. Nothing you gave was saved.`,
  );

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
