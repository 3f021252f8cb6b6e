import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Signups open in phases; the newest row is the current phase. */
@Entity('signup_phases')
export class SignupPhaseEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** Most profiles created during this phase; null means no cap. */
  @Column({ name: 'account_cap', type: 'integer', nullable: true })
  accountCap: number | null;

  @Column({ name: 'opened_at', type: 'timestamptz' })
  openedAt: Date;

  @Column({ name: 'opened_by', type: 'text', nullable: true })
  openedBy: string | null;
}

@Entity('waitlist')
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'citext', unique: true })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}

/** What staff changed, by whom and when. */
@Entity('staff_audit')
export class StaffAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_uid', type: 'text' })
  actorUid: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'jsonb' })
  detail: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
