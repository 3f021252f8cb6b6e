import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { requestOf } from '../http/execution-request.js';

export const IS_PUBLIC = 'auth:public';
export const STAFF_ONLY = 'auth:staff-only';
export const CHECK_REVOKED = 'auth:check-revoked';
export const IDENTIFY_IF_SIGNED_IN = 'auth:identify-if-signed-in';

/** Open to visitors. Every use must also be on the allowlist in test/e2e/guard-coverage.e2e-spec.ts. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Open to visitors, but a caller who sends a token is verified (a bad token is still 401)
 * and known to the handler through @OptionalUser(). Also on the guard-coverage allowlist.
 */
export const PublicIdentifyIfSignedIn = () => applyDecorators(Public(), SetMetadata(IDENTIFY_IF_SIGNED_IN, true));

/** Only for staff: a configured e-mail (STAFF_EMAILS) that the identity provider has verified. */
export const StaffOnly = () => SetMetadata(STAFF_ONLY, true);

/** Sensitive operations (account deletion, donations) also ask the provider whether the session was revoked. */
export const CheckRevoked = () => SetMetadata(CHECK_REVOKED, true);

/** The verified caller; only on guarded handlers, where the guard has set it. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): VerifiedIdentity => {
  const user = requestOf(context).user;
  if (!user) throw new Error('CurrentUser used on a handler the auth guard did not verify');
  return user;
});

/** The verified caller on a @PublicIdentifyIfSignedIn() handler, or null for a visitor. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): VerifiedIdentity | null => requestOf(context).user ?? null,
);
