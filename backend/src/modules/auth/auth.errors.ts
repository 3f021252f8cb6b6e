import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const signupsClosed = () =>
  new AppError(
    403,
    ErrorCode.SignupsClosed,
    'Signups are temporarily closed. Leave your e-mail and we will tell you when a place opens.',
  );
