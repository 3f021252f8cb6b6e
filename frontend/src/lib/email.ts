// The spec's shape for an email address: text, an at-sign, text, a dot, text.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
