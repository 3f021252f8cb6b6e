import { Column, Entity, PrimaryColumn } from 'typeorm';

export const CONSENT_KINDS = ['terms-and-privacy', 'religious-data'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One agreement a person gave: which text (kind and version) and when. */
@Entity('consents')
export class ConsentEntity {
  @PrimaryColumn({ type: 'text' })
  uid: string;

  @PrimaryColumn({ type: 'text' })
  kind: ConsentKind;

  @PrimaryColumn({ type: 'text' })
  version: string;

  @Column({ name: 'given_at', type: 'timestamptz', default: () => 'now()' })
  givenAt: Date;
}
