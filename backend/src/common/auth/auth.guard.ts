import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../../config/app-config.js';
import { IDENTITY_PORT, type IdentityPort, type VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { requestOf } from '../http/execution-request.js';
import { CHECK_REVOKED, IDENTIFY_IF_SIGNED_IN, IS_PUBLIC, STAFF_ONLY } from './auth.decorators.js';

export function isStaff(identity: VerifiedIdentity, config: AppConfig): boolean {
  // Unverified addresses never count: anyone could register a staff address before its owner does.
  return identity.emailVerified && config.env.STAFF_EMAILS.includes(identity.email.toLowerCase());
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The one global guard: every REST route and GraphQL field needs a verified
 * ID token unless marked @Public(). Identity comes only from that token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    @Inject(IDENTITY_PORT) private readonly identity: IdentityPort,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const flag = (key: string) =>
      this.reflector.getAllAndOverride<boolean | undefined>(key, [context.getHandler(), context.getClass()]) === true;
    const request = requestOf(context);
    const token = bearerToken(request.headers.authorization);
    if (flag(IS_PUBLIC)) {
      if (token && flag(IDENTIFY_IF_SIGNED_IN)) {
        request.user = await this.identity.verifyIdToken(token, { checkRevoked: flag(CHECK_REVOKED) });
      }
      return true;
    }

    if (!token) throw new AppError(401, ErrorCode.Unauthenticated, 'Please sign in to continue.');
    request.user = await this.identity.verifyIdToken(token, { checkRevoked: flag(CHECK_REVOKED) });

    if (flag(STAFF_ONLY) && !isStaff(request.user, this.config)) {
      throw new AppError(403, ErrorCode.Forbidden, 'This is only for staff.');
    }
    return true;
  }
}
