import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const dateMalformed = () =>
  new AppError(400, ErrorCode.InvalidDate, 'Please give the date as year-month-day, for example 2026-11-22.');

export const noSuchDay = (date: string) =>
  new AppError(400, ErrorCode.InvalidDate, `There is no such day as ${date}. Please choose a date from the calendar.`);

export const dateOutOfRange = (first: number, last: number) =>
  new AppError(
    400,
    ErrorCode.DateOutOfRange,
    `Readings are available for the years ${first} to ${last}. Please choose a date in that range.`,
  );

export const readingsMissing = () =>
  new AppError(
    500,
    ErrorCode.ReadingsMissing,
    'The readings for this day are not available yet. Please try another day.',
  );
