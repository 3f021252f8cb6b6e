import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const reactionInvalid = () =>
  new AppError(400, ErrorCode.ReactionInvalid, 'reaction must be heart, copy, share or flag.');

export const messageNotFound = () => new AppError(404, ErrorCode.MessageNotFound, 'We could not find that message.');
