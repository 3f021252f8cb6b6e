import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const mailUnavailable = (cause: unknown) =>
  new AppError(
    503,
    ErrorCode.ServiceUnavailable,
    'We could not send the e-mail just now. Please try again in a few minutes.',
    {},
    { cause },
  );
