import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

export const messageEmpty = () => new AppError(400, ErrorCode.MessageEmpty, 'Please write something before sending.');

export const messageTooLong = (max: number) =>
  new AppError(413, ErrorCode.MessageTooLong, `Please keep a message under ${max} characters.`);

export const topicInvalid = () => new AppError(400, ErrorCode.TopicInvalid, "topic must be 'chat' or 'prayer'.");

export const sessionNotFound = () =>
  new AppError(404, ErrorCode.SessionNotFound, 'We could not find that conversation.');

export const limitInvalid = () =>
  new AppError(400, ErrorCode.LimitInvalid, 'limit must be a whole number from 1 to 50.');
