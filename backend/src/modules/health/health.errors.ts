import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const shuttingDown = () =>
  new AppError(503, ErrorCode.ShuttingDown, 'This server is shutting down; please retry on another.');

export const notReady = (cause: unknown) =>
  new AppError(503, ErrorCode.NotReady, 'The database is not reachable yet.', {}, { cause });
