import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

// Far longer than any title, reference or feast name; anything longer is not of the day anyway.
const MAX_FIELD_CHARS = 200;

const REQUIRED = {
  reading: { code: ErrorCode.ReadingRequired, message: 'Please say which reading: its title and its reference.' },
  saint: { code: ErrorCode.SaintRequired, message: 'Please say which saint or feast to reflect on.' },
} as const;

/** A title, reference or feast name the request must carry: trimmed, not blank, bounded. */
export function required(value: unknown, what: keyof typeof REQUIRED): string {
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_FIELD_CHARS) {
    throw new AppError(400, REQUIRED[what].code, REQUIRED[what].message);
  }
  return value.trim();
}

export const notOfTheDay = (what: keyof typeof REQUIRED, message: string) =>
  new AppError(400, what === 'saint' ? ErrorCode.SaintNotOfTheDay : ErrorCode.ReadingNotOfTheDay, message);
