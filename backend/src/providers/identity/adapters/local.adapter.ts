import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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

  revokeSessions(uid: string): Promise<void> {
    return this.identity.signOutEverywhere(uid);
  }

  confirmIdentity(caller: VerifiedIdentity, password: string | undefined): Promise<void> {
    return this.identity.confirmPassword(caller.uid, password);
  }

  deleteIdentity(uid: string, manager: EntityManager): Promise<void> {
    return this.identity.deleteIdentity(uid, manager);
  }
}
