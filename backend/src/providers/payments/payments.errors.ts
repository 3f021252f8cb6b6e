import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const webhookSignatureInvalid = (cause?: unknown) =>
  new AppError(
    400,
    ErrorCode.WebhookSignatureInvalid,
    'The webhook signature is missing, wrong or too old.',
    {},
    { cause },
  );

export const paymentsUnavailable = (cause?: unknown) =>
  new AppError(
    502,
    ErrorCode.PaymentProviderUnavailable,
    'We could not reach the payment provider just now. Please try again in a few minutes.',
    {},
    { cause },
  );

export const sandboxTakesNoWebhooks = () =>
  new AppError(
    404,
    ErrorCode.NotFound,
    'This server takes no payment webhooks: it uses the sandbox checkout (PAYMENTS_DRIVER=sandbox).',
  );

export const giftNotManageable = () =>
  new AppError(
    409,
    ErrorCode.Conflict,
    'This gift cannot be managed online yet. Please contact us and we will stop it for you.',
  );
