import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Repository } from 'typeorm';
import { IsNull } from 'typeorm';
import { EncryptionService } from '../../../common/crypto/encryption.service.js';
import { AppConfig } from '../../../config/app-config.js';
import { invalidToken, tokenExpired } from '../identity.errors.js';
import type { VerifiedIdentity } from '../identity.port.js';
import { SigningKeyEntity } from './signing-key.entity.js';

export const TOKEN_AUDIENCE = 'ask-seek-knock';
const ALGORITHM = 'ES256';
// Checking a signature costs about a quarter of a millisecond, and an app sends the same
// token with every request until it refreshes it. A token once verified keeps the same
// claims until it expires (the keys do not change while the process runs), so those are
// remembered, a bounded number, the oldest forgotten first.
const REMEMBERED_TOKENS = 10_000;
const SIGNING_KEY_OWNER = { purpose: 'identity-signing-key' };

export interface SignedToken {
  idToken: string;
  expiresIn: number;
}

export interface VerifiedClaims extends VerifiedIdentity {
  issuedAt: Date;
  /** The person's revocation version when the token was issued; null for a token from before versions. */
  sessionVersion: number | null;
}

/**
 * Signs and verifies our own ID tokens: ES256, short-lived, public keys at
 * /.well-known/jwks.json. The key comes from IDENTITY_SIGNING_KEY, or is
 * generated on first start and kept in the database so restarts keep sessions.
 */
@Injectable()
export class TokenSigner implements OnModuleInit {
  private privateKey: CryptoKey;
  private kid: string;
  private jwks: JSONWebKeySet;
  private verifyKeys: ReturnType<typeof createLocalJWKSet>;
  private readonly verified = new Map<string, { claims: Readonly<VerifiedClaims>; expiresAt: number }>();

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>,
    private readonly encryption: EncryptionService,
  ) {}

  get issuer(): string {
    return this.config.publicUrl;
  }

  async onModuleInit(): Promise<void> {
    const configured = this.config.env.IDENTITY_SIGNING_KEY;
    let publicJwks: JWK[];
    if (configured) {
      this.privateKey = await importPKCS8(configured.replace(/\\n/g, '\n'), ALGORITHM, { extractable: true });
      const { d: _private, ...publicJwk } = await exportJWK(this.privateKey);
      this.kid = await calculateJwkThumbprint(publicJwk);
      publicJwks = [{ ...publicJwk, kid: this.kid }];
    } else {
      const active = await this.activeStoredKey();
      this.privateKey = (await importJWK(await this.privateJwkOf(active), ALGORITHM)) as CryptoKey;
      this.kid = active.kid;
      const published = await this.keys.find({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } });
      publicJwks = published.map((key) => ({ ...(key.publicJwk as JWK), kid: key.kid }));
    }
    this.jwks = { keys: publicJwks.map((jwk) => ({ ...jwk, alg: ALGORITHM, use: 'sig' })) };
    this.verifyKeys = createLocalJWKSet(this.jwks);
  }

  private remember(idToken: string, claims: VerifiedClaims, expiresAt: number): void {
    if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(idToken, { claims: Object.freeze(claims), expiresAt });
  }

  private async activeStoredKey(): Promise<SigningKeyEntity> {
    const existing = await this.keys.findOne({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } });
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    // Two instances starting together may both generate one; either key is valid.
    await this.keys
      .createQueryBuilder()
      .insert()
      .values({ kid, privateJwk: await this.sealed(await exportJWK(privateKey)), publicJwk, retiredAt: null })
      .orIgnore()
      .execute();
    return (await this.keys.findOne({
      where: { retiredAt: IsNull() },
      order: { createdAt: 'DESC' },
    })) as SigningKeyEntity;
  }

  // The private key is kept sealed at rest like what people confide, under its own data key.
  private async sealed(jwk: JWK): Promise<{ sealed: string }> {
    return { sealed: await this.encryption.seal(SIGNING_KEY_OWNER, JSON.stringify(jwk)) };
  }

  /** The stored private key in clear; one kept in clear by an earlier version is sealed on the way. */
  private async privateJwkOf(stored: SigningKeyEntity): Promise<JWK> {
    const { sealed } = stored.privateJwk;
    if (typeof sealed === 'string') return JSON.parse(await this.encryption.open(sealed)) as JWK;
    await this.keys.update({ kid: stored.kid }, { privateJwk: await this.sealed(stored.privateJwk as JWK) });
    return stored.privateJwk as JWK;
  }

  publicKeySet(): JSONWebKeySet {
    return this.jwks;
  }

  /** `sessionVersion` is the person's revocation version now: a later revocation refuses the token. */
  async sign(identity: VerifiedIdentity, sessionVersion: number): Promise<SignedToken> {
    const expiresIn = this.config.env.ID_TOKEN_TTL_SECONDS;
    const idToken = await new SignJWT({
      email: identity.email,
      email_verified: identity.emailVerified,
      sv: sessionVersion,
    })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: 'JWT' })
      .setSubject(identity.uid)
      .setIssuer(this.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${expiresIn}s`)
      .sign(this.privateKey);
    return { idToken, expiresIn };
  }

  /** Only ES256 from our own keys, our issuer and audience; anything else (alg none, HS256, foreign keys) is refused. */
  async verify(idToken: string): Promise<VerifiedClaims> {
    const known = this.verified.get(idToken);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(idToken);
      throw tokenExpired();
    }
    try {
      const { payload } = await jwtVerify(idToken, this.verifyKeys, {
        issuer: this.issuer,
        audience: TOKEN_AUDIENCE,
        algorithms: [ALGORITHM],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.iat !== 'number')
        throw invalidToken();
      const claims = {
        uid: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true,
        issuedAt: new Date(payload.iat * 1000),
        sessionVersion: typeof payload.sv === 'number' ? payload.sv : null,
      };
      if (typeof payload.exp === 'number') this.remember(idToken, claims, payload.exp * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      if (error instanceof errors.JOSEError) throw invalidToken(error);
      throw error;
    }
  }
}
