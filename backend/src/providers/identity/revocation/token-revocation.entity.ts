import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A person's revocation point: tokens from before it are refused on every door. */
@Entity('token_revocations')
export class TokenRevocationEntity {
  @PrimaryColumn({ type: 'text' })
  uid: string;

  /** Raised by each revocation; our own ID tokens and refresh sessions carry the version they were issued under. */
  @Column({ type: 'integer' })
  version: number;

  /** The last revocation; a Firebase token whose sign-in (auth_time) is not after it is refused. */
  @Column({ name: 'revoked_at', type: 'timestamptz' })
  revokedAt: Date;
}
