import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type DonationStatus = 'pending' | 'completed' | 'canceled' | 'failed';

@Entity('donations')
export class DonationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text' })
  currency: string;

  @Column({ type: 'boolean' })
  recurring: boolean;

  @Column({ type: 'text', default: 'pending' })
  status: DonationStatus;

  /** The PAYMENTS_DRIVER that took it: sandbox or stripe. */
  @Column({ type: 'text' })
  provider: string;

  @Column({ name: 'provider_session_id', type: 'text', nullable: true })
  providerSessionId: string | null;

  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true })
  providerSubscriptionId: string | null;

  @Column({ name: 'provider_customer_id', type: 'text', nullable: true })
  providerCustomerId: string | null;

  /** A later month of a recurring gift points at the donation that started it. */
  @Column({ name: 'renewal_of', type: 'uuid', nullable: true })
  renewalOf: string | null;

  @Column({ name: 'donor_uid', type: 'text', nullable: true })
  donorUid: string | null;

  @Column({ name: 'donor_email', type: 'citext', nullable: true })
  donorEmail: string | null;

  @Column({ name: 'success_url', type: 'text', nullable: true })
  successUrl: string | null;

  @Column({ name: 'cancel_url', type: 'text', nullable: true })
  cancelUrl: string | null;

  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt: Date | null;
}

/** A provider event already applied: its id is the primary key, so a second delivery changes nothing. */
@Entity('donation_events')
export class DonationEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'donation_id', type: 'uuid', nullable: true })
  donationId: string | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
