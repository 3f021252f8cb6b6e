import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

/** The deletion runs in one transaction: when it fails, it is safe to say nothing went. */
export const deletionFailed = (cause: unknown) =>
  new AppError(
    500,
    ErrorCode.Internal,
    'We could not delete your account just now, and nothing was deleted. Please sign in again and retry in a few minutes.',
    {},
    { cause },
  );
