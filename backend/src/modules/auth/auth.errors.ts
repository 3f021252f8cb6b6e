import { AppError } from '../../common/errors/app-error.js';

export const signupsClosed = () =>
  new AppError(403, 'SIGNUPS_CLOSED', 'Signups are temporarily closed. Leave your e-mail and we will tell you when a place opens.');

export const uidMismatch = () => new AppError(403, 'FORBIDDEN', 'You can only ask about your own account.');
