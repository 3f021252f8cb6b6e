import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ConsentEntity, type ConsentKind } from './consent.entity.js';
import { LEGAL_VERSION } from './legal-version.js';
import { consentVersionOutdated, religiousDataConsentRequired, termsConsentRequired } from './profile.errors.js';

/** What a sign-up carries about the two boxes, as either door received it. */
export interface SignUpConsentInput {
  termsAndPrivacy?: unknown;
  religiousData?: unknown;
  version?: unknown;
}

/** Consent the server has checked: both boxes ticked, for the version in force. */
export interface GivenConsent {
  version: string;
}

export interface ConsentRecord {
  kind: ConsentKind;
  version: string;
  givenAt: Date;
}

/**
 * Checks a sign-up's consents before anything is written (each missing box has its own
 * code), so a refused sign-up leaves no trace. Only `true` counts: a box left unticked,
 * a missing field or any other value is no consent.
 */
export function checkSignUpConsent(input: SignUpConsentInput | null | undefined): GivenConsent {
  if (input?.termsAndPrivacy !== true) throw termsConsentRequired();
  if (input.religiousData !== true) throw religiousDataConsentRequired();
  if (input.version !== LEGAL_VERSION) throw consentVersionOutdated(LEGAL_VERSION);
  return { version: LEGAL_VERSION };
}

/** The consents each person gave: recorded at sign-up, listed for their export. */
@Injectable()
export class ConsentService {
  constructor(@InjectRepository(ConsentEntity) private readonly consents: Repository<ConsentEntity>) {}

  /** Both consents of a sign-up, at one moment, inside the caller's transaction. */
  async record(uid: string, consent: GivenConsent, manager: EntityManager = this.consents.manager): Promise<void> {
    const givenAt = new Date();
    await manager.insert(ConsentEntity, [
      { uid, kind: 'terms-and-privacy', version: consent.version, givenAt },
      { uid, kind: 'religious-data', version: consent.version, givenAt },
    ]);
  }

  /** Every consent the person gave, oldest first. */
  async consentsOf(uid: string): Promise<ConsentRecord[]> {
    const rows = await this.consents.find({ where: { uid }, order: { givenAt: 'ASC', kind: 'ASC' } });
    return rows.map(({ kind, version, givenAt }) => ({ kind, version, givenAt }));
  }
}
