import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';

/**
 * The spec's calls carry a uid (in a body, a query or a path); identity still comes only
 * from the token, so a uid that is not the caller's is refused, never read.
 */
export function checkOwnUid(caller: VerifiedIdentity, uid: unknown, message = 'That account is not yours.'): void {
  if (uid !== undefined && uid !== caller.uid) throw new AppError(403, ErrorCode.Forbidden, message);
}
