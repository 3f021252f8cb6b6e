import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person's profile (spec section 3), keyed by the identity provider's uid. */
@Entity('users')
export class UserEntity {
  @PrimaryColumn({ type: 'text' })
  uid: string;

  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ name: 'login_count', type: 'integer', default: 0 })
  loginCount: number;

  @Column({ type: 'boolean', default: false })
  onboarded: boolean;

  @Column({ type: 'text', nullable: true })
  theme: 'light' | 'dark' | null;

  @Column({ name: 'response_style', type: 'text', default: 'default' })
  responseStyle: 'default' | 'precise';

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
