/**
 * Stable codes every error carries, in REST bodies and GraphQL extensions: the one list of
 * them (AppError accepts no other). Clients branch on these, never on messages, so a code
 * is never renamed. Each module builds its errors in its own `<module>.errors.ts`.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  RouteNotFound: 'ROUTE_NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  NotReady: 'NOT_READY',
  ShuttingDown: 'SHUTTING_DOWN',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',

  // Accounts and sign-in
  InvalidToken: 'INVALID_TOKEN',
  TokenExpired: 'TOKEN_EXPIRED',
  TokenRevoked: 'TOKEN_REVOKED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailInUse: 'EMAIL_IN_USE',
  WeakPassword: 'WEAK_PASSWORD',
  RefreshInvalid: 'REFRESH_INVALID',
  ResetTokenInvalid: 'RESET_TOKEN_INVALID',
  SignupsClosed: 'SIGNUPS_CLOSED',
  PasswordRequired: 'PASSWORD_REQUIRED',
  PasswordIncorrect: 'PASSWORD_INCORRECT',
  RecentSignInRequired: 'RECENT_SIGN_IN_REQUIRED',
  // Sign-up consents: each box has its own code, so a client can point at it
  TermsConsentRequired: 'TERMS_CONSENT_REQUIRED',
  ReligiousDataConsentRequired: 'RELIGIOUS_DATA_CONSENT_REQUIRED',
  ConsentVersionOutdated: 'CONSENT_VERSION_OUTDATED',

  // Profile: INVALID_<FIELD> names the field a client should point at
  ProfileNotFound: 'PROFILE_NOT_FOUND',
  UnknownField: 'UNKNOWN_FIELD',
  InvalidName: 'INVALID_NAME',
  InvalidAgeRange: 'INVALID_AGE_RANGE',
  UnderMinimumAge: 'UNDER_MINIMUM_AGE',
  InvalidSex: 'INVALID_SEX',
  InvalidLifeStage: 'INVALID_LIFE_STAGE',
  InvalidSpiritualMaturity: 'INVALID_SPIRITUAL_MATURITY',
  InvalidSpiritualMaturityLevel: 'INVALID_SPIRITUAL_MATURITY_LEVEL',
  InvalidSpiritualGoals: 'INVALID_SPIRITUAL_GOALS',
  InvalidAvatar: 'INVALID_AVATAR',
  InvalidTheme: 'INVALID_THEME',
  InvalidResponseStyle: 'INVALID_RESPONSE_STYLE',
  InvalidNotificationsEnabled: 'INVALID_NOTIFICATIONS_ENABLED',
  InvalidAnalyticsOptOut: 'INVALID_ANALYTICS_OPT_OUT',

  // Conversations (Ask and Knock) and feedback on them
  MessageEmpty: 'MESSAGE_EMPTY',
  MessageTooLong: 'MESSAGE_TOO_LONG',
  TopicInvalid: 'TOPIC_INVALID',
  SessionNotFound: 'SESSION_NOT_FOUND',
  LimitInvalid: 'LIMIT_INVALID',
  ModelUnavailable: 'MODEL_UNAVAILABLE',
  ReactionInvalid: 'REACTION_INVALID',
  MessageNotFound: 'MESSAGE_NOT_FOUND',

  // Seek
  InvalidDate: 'INVALID_DATE',
  DateOutOfRange: 'DATE_OUT_OF_RANGE',
  ReadingsMissing: 'READINGS_MISSING',
  ReadingRequired: 'READING_REQUIRED',
  ReadingNotOfTheDay: 'READING_NOT_OF_THE_DAY',
  SaintRequired: 'SAINT_REQUIRED',
  SaintNotOfTheDay: 'SAINT_NOT_OF_THE_DAY',
  ReferenceInvalid: 'REFERENCE_INVALID',
  PassageNotFound: 'PASSAGE_NOT_FOUND',
  ScriptureUnavailable: 'SCRIPTURE_UNAVAILABLE',

  // Donations and payments
  DonationAmountInvalid: 'DONATION_AMOUNT_INVALID',
  ReturnUrlInvalid: 'RETURN_URL_INVALID',
  DonationNotFound: 'DONATION_NOT_FOUND',
  DonationNotRecurring: 'DONATION_NOT_RECURRING',
  WebhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  PaymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What a person reads when a status carries no message of our own. */
export const DEFAULT_MESSAGES: Record<number, { code: ErrorCodeValue; message: string }> = {
  400: {
    code: ErrorCode.BadRequest,
    message: 'The request could not be understood. Please check what was sent and try again.',
  },
  401: { code: ErrorCode.Unauthenticated, message: 'Please sign in to continue.' },
  403: { code: ErrorCode.Forbidden, message: 'You do not have access to this.' },
  404: { code: ErrorCode.NotFound, message: 'We could not find what you asked for.' },
  405: { code: ErrorCode.MethodNotAllowed, message: 'This address does not accept that kind of request.' },
  409: { code: ErrorCode.Conflict, message: 'This conflicts with something that already exists.' },
  413: { code: ErrorCode.PayloadTooLarge, message: 'What you sent is too large. Please send something shorter.' },
  415: { code: ErrorCode.UnsupportedMediaType, message: 'Please send JSON (Content-Type: application/json).' },
  429: { code: ErrorCode.RateLimited, message: 'Too many requests. Please wait a moment and try again.' },
  503: {
    code: ErrorCode.ServiceUnavailable,
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
  500: { code: ErrorCode.Internal, message: 'Something went wrong on our side. Please try again.' },
};
