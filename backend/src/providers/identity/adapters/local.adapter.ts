import { Injectable } from '@nestjs/common';
import type { IdentityPort, VerifiedIdentity, VerifyOptions } from '../identity.port.js';
import { LocalIdentityService } from '../local/local-identity.service.js';

/** The port over our own identity provider. */
@Injectable()
export class LocalIdentityAdapter implements IdentityPort {
  readonly driver = 'local' as const;

  constructor(private readonly identity: LocalIdentityService) {}

  verifyIdToken(idToken: string, options?: VerifyOptions): Promise<VerifiedIdentity> {
    return this.identity.verify(idToken, options?.checkRevoked === true);
  }

  createPasswordResetLink(email: string): Promise<string | null> {
    return this.identity.createPasswordResetLink(email);
  }
}
