import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
