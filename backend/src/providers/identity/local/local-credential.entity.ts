import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('local_credentials')
export class LocalCredentialEntity {
  @PrimaryGeneratedColumn('uuid')
  uid: string;

  @Column({ type: 'citext', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** Set once the person has proved they read this mailbox (by completing a reset link). */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** ID tokens issued before this instant are revoked (checked on sensitive operations). */
  @Column({ name: 'tokens_valid_after', type: 'timestamptz' })
  tokensValidAfter: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt: Date;
}
