import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const referenceInvalid = () =>
  new AppError(
    400,
    ErrorCode.ReferenceInvalid,
    'Please give a passage as book, chapter and verse, for example John 3:16 or Psalm 23:1-3.',
  );

export const passageNotFound = (reference: string) =>
  new AppError(
    404,
    ErrorCode.PassageNotFound,
    `${reference} is not in the Bible as we have it. Please check the chapter and verse.`,
  );

export const scriptureUnavailable = (book: string) =>
  new AppError(
    503,
    ErrorCode.ScriptureUnavailable,
    `The text of ${book} is not installed on this server. The reference still points to the passage in any Catholic Bible.`,
  );
