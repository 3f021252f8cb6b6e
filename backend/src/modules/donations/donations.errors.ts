import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const donationAmountInvalid = (maxCents: number) =>
  new AppError(
    400,
    ErrorCode.DonationAmountInvalid,
    `Please choose an amount of at least $1.00 and below $${(maxCents / 100).toFixed(2)}, in whole cents.`,
  );

export const returnUrlInvalid = (field: string, appOrigin: string) =>
  new AppError(
    400,
    ErrorCode.ReturnUrlInvalid,
    `${field} must be a full address on this app, starting with ${appOrigin}/.`,
  );

export const recurringInvalid = () => new AppError(400, ErrorCode.ValidationFailed, 'recurring must be true or false.');

export const donationNotFound = () => new AppError(404, ErrorCode.DonationNotFound, 'We could not find that donation.');

export const donationNotRecurring = () =>
  new AppError(409, ErrorCode.DonationNotRecurring, 'Only an active recurring gift can be stopped.');

export const sandboxClosed = () =>
  new AppError(404, ErrorCode.NotFound, 'The test checkout is only available with PAYMENTS_DRIVER=sandbox.');
