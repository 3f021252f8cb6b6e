import { AppError } from '../../common/errors/app-error.js';

export const webhookSignatureInvalid = (cause?: unknown) =>
  new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing, wrong or too old.', {}, { cause });

export const paymentsUnavailable = (cause?: unknown) =>
  new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'We could not reach the payment provider just now. Please try again in a few minutes.', {}, { cause });
