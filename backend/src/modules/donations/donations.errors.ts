import { AppError } from '../../common/errors/app-error.js';

export const donationAmountInvalid = (maxCents: number) =>
  new AppError(
    400,
    'DONATION_AMOUNT_INVALID',
    `Please choose an amount of at least $1.00 and below $${(maxCents / 100).toFixed(2)}, in whole cents.`,
  );

export const returnUrlInvalid = (field: string, appOrigin: string) =>
  new AppError(400, 'RETURN_URL_INVALID', `${field} must be a full address on this app, starting with ${appOrigin}/.`);

export const recurringInvalid = () => new AppError(400, 'VALIDATION_FAILED', 'recurring must be true or false.');

export const donationNotFound = () => new AppError(404, 'DONATION_NOT_FOUND', 'We could not find that donation.');

export const donationNotRecurring = () => new AppError(409, 'DONATION_NOT_RECURRING', 'Only an active recurring gift can be stopped.');

export const sandboxClosed = () => new AppError(404, 'NOT_FOUND', 'The test checkout is only available with PAYMENTS_DRIVER=sandbox.');
