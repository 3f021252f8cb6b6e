import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const modelUnavailable = (cause?: unknown) =>
  new AppError(
    502,
    ErrorCode.ModelUnavailable,
    'Your companion could not answer just now. Please try again in a moment.',
    {},
    { cause },
  );
