import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
