import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const dateRangeInvalid = () =>
  new AppError(
    400,
    ErrorCode.InvalidDate,
    'Give from and to as year-month-day, from no later than to, at most 366 days apart.',
  );
