import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('signing_keys')
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'text' })
  kid: string;

  @Column({ name: 'private_jwk', type: 'jsonb' })
  privateJwk: Record<string, unknown>;

  @Column({ name: 'public_jwk', type: 'jsonb' })
  publicJwk: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
