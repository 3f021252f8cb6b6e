import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager, type Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import {
  emailInUse,
  invalidCredentials,
  passwordIncorrect,
  passwordRequired,
  refreshInvalid,
  resetTokenInvalid,
  tokenRevoked,
  weakPassword,
} from '../identity.errors.js';
import type { VerifiedIdentity } from '../identity.port.js';
import { RevocationService } from '../revocation/revocation.service.js';
import { LocalCredentialEntity } from './local-credential.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { RefreshSessionEntity } from './refresh-session.entity.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { TokenSigner, type SignedToken } from './token-signer.service.js';

export interface IssuedSession extends SignedToken {
  uid: string;
  email: string;
  /** The new refresh token, for the httpOnly cookie only; never in a response body. */
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * A token spent by rotation may come back once more within this interval: a reload
 * can abort the response that carried its successor, so the browser still holds
 * it. Later than that, or after the family was ended, it is treated as stolen.
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

function assertStrongPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw weakPassword(problem);
}

/** Our own identity provider: e-mail and password accounts, refresh sessions, password resets. */
@Injectable()
export class LocalIdentityService {
  constructor(
    private readonly config: AppConfig,
    private readonly signer: TokenSigner,
    private readonly revocations: RevocationService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(LocalCredentialEntity) private readonly credentials: Repository<LocalCredentialEntity>,
    @InjectRepository(RefreshSessionEntity) private readonly sessions: Repository<RefreshSessionEntity>,
    @InjectRepository(PasswordResetTokenEntity) private readonly resetTokens: Repository<PasswordResetTokenEntity>,
  ) {}

  async signUp(email: string, password: string): Promise<IssuedSession> {
    assertStrongPassword(password);
    const passwordHash = await hashPassword(password);
    const inserted = await this.credentials
      .createQueryBuilder()
      .insert()
      // Whole seconds, like a token's iat: the first token (issued this second) must count as valid.
      .values({
        email: email.trim(),
        passwordHash,
        emailVerifiedAt: null,
        tokensValidAfter: () => "date_trunc('second', now())",
      })
      .orIgnore()
      .returning('*')
      .execute();
    if (inserted.raw.length === 0) throw emailInUse();
    const credential = await this.credentials.findOneByOrFail({ email: email.trim() });
    return this.issueSession(credential, randomUUID(), await this.revocations.versionOf(credential.uid));
  }

  async signIn(email: string, password: string): Promise<IssuedSession> {
    const credential = await this.credentials.findOneBy({ email: email.trim() });
    // Same work and the same answer whether or not the address has an account.
    const matches = await verifyPassword(credential?.passwordHash, password);
    if (!credential || !matches) throw invalidCredentials();
    return this.issueSession(credential, randomUUID(), await this.revocations.versionOf(credential.uid));
  }

  /**
   * Rotates the refresh token. Presenting a spent one means it leaked and the whole
   * family is ended, except for a benign retry within the reuse interval.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw refreshInvalid();
    const session = await this.sessions.findOneBy({ tokenHash: sha256(refreshToken) });
    if (!session) throw refreshInvalid();
    if (session.expiresAt <= new Date()) throw refreshInvalid();
    // Begun before the person's last revocation (sign-out everywhere, reset): it ends here, even
    // if it was rotated in the very moment the revocation ended every session.
    if (session.sessionVersion < (await this.revocations.versionOf(session.uid))) throw refreshInvalid();
    if (session.revokedAt) {
      if (await this.isBenignRetry(session)) return this.issueFromSession(session);
      await this.sessions.update({ familyId: session.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
      throw refreshInvalid();
    }
    const now = new Date();
    const spent = await this.sessions.update(
      { id: session.id, revokedAt: IsNull() },
      { revokedAt: now, rotatedAt: now },
    );
    if (!spent.affected) {
      // Another request rotated it a moment ago (two tabs, a reload): the same rule applies.
      const current = await this.sessions.findOneByOrFail({ id: session.id });
      if (await this.isBenignRetry(current)) return this.issueFromSession(current);
      throw refreshInvalid();
    }
    return this.issueFromSession(session);
  }

  /** Spent by rotation moments ago, and its family still has a live session (nobody ended it). */
  private async isBenignRetry(session: RefreshSessionEntity): Promise<boolean> {
    if (!session.rotatedAt || Date.now() - session.rotatedAt.getTime() > REFRESH_REUSE_INTERVAL_MS) return false;
    return this.sessions.existsBy({ familyId: session.familyId, revokedAt: IsNull() });
  }

  private async issueFromSession(session: RefreshSessionEntity): Promise<IssuedSession> {
    const credential = await this.credentials.findOneBy({ uid: session.uid });
    if (!credential) throw refreshInvalid();
    // The family keeps its version: a revocation since it was checked refuses what is issued now.
    return this.issueSession(credential, session.familyId, session.sessionVersion);
  }

  async signOut(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const session = await this.sessions.findOneBy({ tokenHash: sha256(refreshToken) });
    if (session)
      await this.sessions.update({ familyId: session.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of the person: every earlier ID token and every refresh session. */
  async signOutEverywhere(uid: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.revocations.revoke(uid, manager);
      await manager.update(RefreshSessionEntity, { uid, revokedAt: IsNull() }, { revokedAt: new Date() });
    });
    this.revocations.forget(uid);
  }

  /** Whether the password is this account's; the same work whether or not the account exists. */
  async confirmPassword(uid: string, password: string | undefined): Promise<void> {
    if (!password) throw passwordRequired();
    const credential = await this.credentials.findOneBy({ uid });
    if (!(await verifyPassword(credential?.passwordHash, password)) || !credential) throw passwordIncorrect();
  }

  /** Deletes the credential; its refresh sessions and reset tokens go with it (ON DELETE CASCADE). */
  async deleteIdentity(uid: string, manager: EntityManager): Promise<void> {
    await manager.delete(RefreshSessionEntity, { uid });
    await manager.delete(PasswordResetTokenEntity, { uid });
    await manager.delete(LocalCredentialEntity, { uid });
  }

  /** A single-use link valid PASSWORD_RESET_TTL_MINUTES; the token rides in the fragment so no server log sees it. */
  async createPasswordResetLink(email: string): Promise<string | null> {
    const credential = await this.credentials.findOneBy({ email: email.trim() });
    if (!credential) return null;
    const token = newSecret();
    const ttlMs = this.config.env.PASSWORD_RESET_TTL_MINUTES * 60_000;
    await this.resetTokens.insert({
      uid: credential.uid,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return `${this.config.publicUrl}/reset-password#token=${token}`;
  }

  async resetPassword(token: string, password: string): Promise<void> {
    assertStrongPassword(password);
    const passwordHash = await hashPassword(password);
    const uid = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const used = await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: now })
        .where('token_hash = :hash AND used_at IS NULL AND expires_at > now()', { hash: sha256(token) })
        .returning(['uid'])
        .execute();
      const uid = (used.raw as { uid: string }[])[0]?.uid;
      if (!uid) throw resetTokenInvalid();
      // Following the mailed link proves the mailbox; everything signed in before is signed out.
      await manager.update(
        LocalCredentialEntity,
        { uid },
        {
          passwordHash,
          passwordChangedAt: now,
          tokensValidAfter: now,
          emailVerifiedAt: () => 'COALESCE(email_verified_at, now())',
        },
      );
      await manager.update(RefreshSessionEntity, { uid, revokedAt: IsNull() }, { revokedAt: now });
      await this.revocations.revoke(uid, manager);
      return uid;
    });
    this.revocations.forget(uid);
  }

  /**
   * Verifies an ID token and that it was issued under the person's current revocation
   * version (every call); with checkRevoked, also that the account still exists.
   */
  async verify(idToken: string, checkRevoked: boolean): Promise<VerifiedIdentity> {
    const claims = await this.signer.verify(idToken);
    await this.revocations.assertCurrentVersion(claims.uid, claims.sessionVersion ?? 0);
    if (checkRevoked) {
      const credential = await this.credentials.findOneBy({ uid: claims.uid });
      // A token from before versions is judged as it was then: by its whole-second iat against the last reset.
      const older =
        claims.sessionVersion === null &&
        credential &&
        claims.issuedAt.getTime() < credential.tokensValidAfter.getTime();
      if (!credential || older) throw tokenRevoked();
    }
    return { uid: claims.uid, email: claims.email, emailVerified: claims.emailVerified };
  }

  private async issueSession(
    credential: LocalCredentialEntity,
    familyId: string,
    sessionVersion: number,
  ): Promise<IssuedSession> {
    const refreshToken = newSecret();
    const refreshExpiresAt = new Date(Date.now() + this.config.env.REFRESH_TTL_DAYS * 86_400_000);
    await this.sessions.insert({
      uid: credential.uid,
      tokenHash: sha256(refreshToken),
      familyId,
      expiresAt: refreshExpiresAt,
      revokedAt: null,
      sessionVersion,
    });
    const signed = await this.signer.sign(
      { uid: credential.uid, email: credential.email, emailVerified: credential.emailVerifiedAt !== null },
      sessionVersion,
    );
    return { ...signed, uid: credential.uid, email: credential.email, refreshToken, refreshExpiresAt };
  }
}
