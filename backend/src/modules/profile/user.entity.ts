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

  /** The birth year as text (8-step onboarding, Settings) or an age range (3-step onboarding). */
  @Column({ name: 'age_range', type: 'text', nullable: true })
  ageRange: string | null;

  @Column({ type: 'text', nullable: true })
  sex: string | null;

  @Column({ name: 'life_stage', type: 'text', nullable: true })
  lifeStage: string | null;

  /** The 8-step onboarding's labelled choice. */
  @Column({ name: 'spiritual_maturity', type: 'text', nullable: true })
  spiritualMaturity: string | null;

  /** The 3-step onboarding's slider, 1 to 3 (numeric comes back from pg as text). */
  @Column({
    name: 'spiritual_maturity_level',
    type: 'numeric',
    precision: 3,
    scale: 2,
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
  })
  spiritualMaturityLevel: number | null;

  @Column({ name: 'spiritual_goals', type: 'text', array: true, default: () => "'{}'" })
  spiritualGoals: string[];

  @Column({ name: 'notifications_enabled', type: 'boolean', default: false })
  notificationsEnabled: boolean;

  @Column({ name: 'analytics_opt_out', type: 'boolean', default: false })
  analyticsOptOut: boolean;

  /** The pastoral memory: a few themes the companion keeps between conversations; clearable. */
  @Column({ type: 'text', nullable: true })
  memory: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
