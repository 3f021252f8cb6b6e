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
import { AppConfig } from '../../../config/app-config.js';
import { invalidToken, tokenExpired } from '../identity.errors.js';
import type { VerifiedIdentity } from '../identity.port.js';
import { SigningKeyEntity } from './local-identity.entities.js';

export const TOKEN_AUDIENCE = 'ask-seek-knock';
const ALGORITHM = 'ES256';

export interface SignedToken {
  idToken: string;
  expiresIn: number;
}

export interface VerifiedClaims extends VerifiedIdentity {
  issuedAt: Date;
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

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>,
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
      this.privateKey = (await importJWK(active.privateJwk as JWK, ALGORITHM)) as CryptoKey;
      this.kid = active.kid;
      const published = await this.keys.find({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } });
      publicJwks = published.map((key) => ({ ...(key.publicJwk as JWK), kid: key.kid }));
    }
    this.jwks = { keys: publicJwks.map((jwk) => ({ ...jwk, alg: ALGORITHM, use: 'sig' })) };
    this.verifyKeys = createLocalJWKSet(this.jwks);
  }

  private async activeStoredKey(): Promise<SigningKeyEntity> {
    const existing = await this.keys.findOne({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } });
    if (existing) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    // Two instances starting together may both generate one; either key is valid.
    await this.keys.createQueryBuilder().insert().values({ kid, privateJwk: await exportJWK(privateKey), publicJwk, retiredAt: null }).orIgnore().execute();
    return (await this.keys.findOne({ where: { retiredAt: IsNull() }, order: { createdAt: 'DESC' } })) as SigningKeyEntity;
  }

  publicKeySet(): JSONWebKeySet {
    return this.jwks;
  }

  async sign(identity: VerifiedIdentity): Promise<SignedToken> {
    const expiresIn = this.config.env.ID_TOKEN_TTL_SECONDS;
    const idToken = await new SignJWT({ email: identity.email, email_verified: identity.emailVerified })
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
    try {
      const { payload } = await jwtVerify(idToken, this.verifyKeys, { issuer: this.issuer, audience: TOKEN_AUDIENCE, algorithms: [ALGORITHM] });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.iat !== 'number') throw invalidToken();
      return { uid: payload.sub, email: payload.email, emailVerified: payload.email_verified === true, issuedAt: new Date(payload.iat * 1000) };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      if (error instanceof errors.JOSEError) throw invalidToken(error);
      throw error;
    }
  }
}
