/**
 * Stable codes every error carries, in REST bodies and GraphQL extensions.
 * Clients branch on these, never on messages, so a code is never renamed.
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
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What a person reads when a status carries no message of our own. */
export const DEFAULT_MESSAGES: Record<number, { code: ErrorCodeValue; message: string }> = {
  400: { code: ErrorCode.BadRequest, message: 'The request could not be understood. Please check what was sent and try again.' },
  401: { code: ErrorCode.Unauthenticated, message: 'Please sign in to continue.' },
  403: { code: ErrorCode.Forbidden, message: 'You do not have access to this.' },
  404: { code: ErrorCode.NotFound, message: 'We could not find what you asked for.' },
  405: { code: ErrorCode.MethodNotAllowed, message: 'This address does not accept that kind of request.' },
  409: { code: ErrorCode.Conflict, message: 'This conflicts with something that already exists.' },
  413: { code: ErrorCode.PayloadTooLarge, message: 'What you sent is too large. Please send something shorter.' },
  415: { code: ErrorCode.UnsupportedMediaType, message: 'Please send JSON (Content-Type: application/json).' },
  429: { code: ErrorCode.RateLimited, message: 'Too many requests. Please wait a moment and try again.' },
  503: { code: ErrorCode.ServiceUnavailable, message: 'The service is briefly unavailable. Please try again in a moment.' },
  500: { code: ErrorCode.Internal, message: 'Something went wrong on our side. Please try again.' },
};
