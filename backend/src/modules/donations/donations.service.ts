import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { isUuid } from '../../common/validation/is-uuid.js';
import { AppConfig } from '../../config/app-config.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { PAYMENTS_PORT, type PaymentEvent, type PaymentsPort } from '../../providers/payments/payments.port.js';
import { DonationEntity, DonationEventEntity } from './donation.entity.js';
import {
  donationAmountInvalid,
  donationNotFound,
  donationNotRecurring,
  recurringInvalid,
  returnUrlInvalid,
  sandboxClosed,
} from './donations.errors.js';

export const MIN_DONATION_CENTS = 100;

/** What a caller sends, unchecked: the service checks every field and writes nothing when one is wrong. */
export interface CheckoutInput {
  amount: unknown;
  recurring: unknown;
  successUrl: unknown;
  cancelUrl: unknown;
}

export interface RecurringCancellationResult {
  donation: DonationEntity;
  /** Set when the donor finishes at the provider's page (stripe: the customer portal). */
  portalUrl: string | null;
}

/**
 * A return address must be an absolute http(s) URL on the app's own origin:
 * anything else would make the checkout an open redirect. The raw text must
 * also start with the origin, so parser quirks (backslashes, `user@host`,
 * protocol-relative `//host`) cannot smuggle another host past the check.
 */
export function checkReturnUrl(value: unknown, field: string, appOrigin: string): string {
  // No whitespace, control characters or backslashes: browsers and URL parsers disagree about them.
  const unsafe =
    typeof value !== 'string' ||
    value.length > 2048 ||
    /[\s\\]/.test(value) ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (unsafe) throw returnUrlInvalid(field, appOrigin);
  if (value !== appOrigin && !value.startsWith(`${appOrigin}/`)) throw returnUrlInvalid(field, appOrigin);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw returnUrlInvalid(field, appOrigin);
  }
  if (url.origin !== appOrigin || url.username || url.password || !/^https?:$/.test(url.protocol))
    throw returnUrlInvalid(field, appOrigin);
  return url.toString();
}

export function checkAmount(value: unknown, maxCents: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < MIN_DONATION_CENTS || value >= maxCents)
    throw donationAmountInvalid(maxCents);
  return value;
}

/** Donations: checkouts, provider events (each applied once), the donor's own list, stopping recurring gifts. */
@Injectable()
export class DonationsService {
  private readonly appOrigin: string;

  constructor(
    @InjectRepository(DonationEntity) private readonly donations: Repository<DonationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly config: AppConfig,
  ) {
    this.appOrigin = new URL(config.publicUrl).origin;
  }

  async createCheckout(caller: VerifiedIdentity | null, input: CheckoutInput): Promise<{ url: string }> {
    const amountCents = checkAmount(input.amount, this.config.env.DONATION_MAX_CENTS);
    if (typeof input.recurring !== 'boolean') throw recurringInvalid();
    const successUrl = checkReturnUrl(input.successUrl, 'success_url', this.appOrigin);
    const cancelUrl = checkReturnUrl(input.cancelUrl, 'cancel_url', this.appOrigin);

    const donation = await this.donations.save(
      this.donations.create({
        id: randomUUID(),
        amountCents,
        currency: this.config.env.DONATION_CURRENCY,
        recurring: input.recurring,
        status: 'pending',
        provider: this.payments.driver,
        donorUid: caller?.uid ?? null,
        donorEmail: caller?.email || null,
        successUrl,
        cancelUrl,
        // One key per attempt: a retry of this call to the provider cannot create a second session.
        idempotencyKey: `donation-${randomUUID()}`,
      }),
    );
    try {
      const checkout = await this.payments.createCheckout({
        donationId: donation.id,
        amountCents,
        currency: donation.currency,
        recurring: donation.recurring,
        successUrl,
        cancelUrl,
        donorUid: caller?.uid,
        donorEmail: caller?.email || undefined,
        idempotencyKey: donation.idempotencyKey,
      });
      await this.donations.update({ id: donation.id }, { providerSessionId: checkout.providerSessionId });
      return { url: checkout.url };
    } catch (error) {
      await this.donations.update({ id: donation.id }, { status: 'failed' });
      throw error;
    }
  }

  /** The webhook door: verify, normalise, apply once. */
  async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<void> {
    await this.applyEvent(this.payments.parseWebhook(rawBody, signatureHeader));
  }

  /**
   * Applies a provider event exactly once: its id goes into donation_events
   * first, in the same transaction, so a second delivery (even a concurrent
   * one, which waits on the key) finds it there and changes nothing.
   */
  async applyEvent(event: PaymentEvent): Promise<void> {
    if (event.kind === 'ignored') return;
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(DonationEventEntity)
        .values({ eventId: event.eventId, provider: this.payments.driver, type: event.kind, donationId: null })
        .orIgnore()
        .returning(['eventId'])
        .execute();
      if (inserted.raw.length === 0) {
        this.logger.info({ eventId: event.eventId }, 'payment event already applied');
        return;
      }
      const donationId = await this.apply(manager, event);
      if (donationId) await manager.update(DonationEventEntity, { eventId: event.eventId }, { donationId });
    });
  }

  private async apply(
    manager: EntityManager,
    event: Exclude<PaymentEvent, { kind: 'ignored' }>,
  ): Promise<string | null> {
    const repo = manager.getRepository(DonationEntity);
    const now = new Date();
    switch (event.kind) {
      case 'checkout.completed':
      case 'checkout.failed':
      case 'checkout.canceled': {
        const donation = await this.findCheckout(repo, event.providerSessionId, event.donationId);
        if (!donation) {
          this.logger.warn(
            { eventId: event.eventId, session: event.providerSessionId },
            'payment event for an unknown checkout',
          );
          return null;
        }
        if (event.kind === 'checkout.completed') {
          // A 'failed' attempt may still have been paid: our call timed out after Stripe had created the session.
          if (donation.status !== 'pending' && donation.status !== 'failed') return donation.id;
          await repo.update(
            { id: donation.id },
            {
              status: 'completed',
              completedAt: now,
              providerSessionId: donation.providerSessionId ?? event.providerSessionId,
              providerSubscriptionId: event.providerSubscriptionId,
              providerCustomerId: event.providerCustomerId,
            },
          );
        } else {
          if (donation.status !== 'pending') return donation.id;
          await repo.update(
            { id: donation.id },
            event.kind === 'checkout.failed' ? { status: 'failed' } : { status: 'canceled', canceledAt: now },
          );
        }
        return donation.id;
      }
      case 'subscription.canceled': {
        const gift = await this.originOf(repo, event.providerSubscriptionId);
        if (!gift) return null;
        if (gift.status === 'completed') await repo.update({ id: gift.id }, { status: 'canceled', canceledAt: now });
        return gift.id;
      }
      case 'subscription.renewed': {
        const gift = await this.originOf(repo, event.providerSubscriptionId);
        if (!gift) return null;
        const renewal = await manager
          .createQueryBuilder()
          .insert()
          .into(DonationEntity)
          .values({
            amountCents: event.amountCents,
            currency: event.currency || gift.currency,
            recurring: true,
            status: 'completed',
            provider: gift.provider,
            providerSubscriptionId: event.providerSubscriptionId,
            providerCustomerId: gift.providerCustomerId,
            renewalOf: gift.id,
            donorUid: gift.donorUid,
            donorEmail: gift.donorEmail,
            idempotencyKey: `invoice:${event.providerInvoiceId}`,
            completedAt: now,
          })
          .orIgnore()
          .returning(['id'])
          .execute();
        return inserted(renewal.raw) ?? gift.id;
      }
    }
  }

  private findCheckout(
    repo: Repository<DonationEntity>,
    sessionId: string,
    donationId: string | null,
  ): Promise<DonationEntity | null> {
    if (isUuid(donationId)) {
      return repo.findOne({
        where: [{ providerSessionId: sessionId }, { id: donationId, provider: this.payments.driver }],
      });
    }
    return repo.findOneBy({ providerSessionId: sessionId });
  }

  private originOf(repo: Repository<DonationEntity>, subscriptionId: string): Promise<DonationEntity | null> {
    return repo
      .createQueryBuilder('d')
      .where('d.provider_subscription_id = :subscriptionId AND d.renewal_of IS NULL AND d.provider = :provider', {
        subscriptionId,
        provider: this.payments.driver,
      })
      .getOne();
  }

  /** The sandbox page's donation, only with the sandbox driver. */
  async sandboxDonation(id: string): Promise<DonationEntity> {
    if (this.payments.driver !== 'sandbox') throw sandboxClosed();
    const donation = isUuid(id) ? await this.donations.findOneBy({ id, provider: 'sandbox' }) : null;
    if (!donation) throw donationNotFound();
    return donation;
  }

  /**
   * The sandbox page's buttons: the outcome goes through applyEvent, exactly
   * as a provider's webhook would. Answers where the browser goes next.
   */
  async finishSandboxCheckout(id: string, outcome: 'complete' | 'cancel'): Promise<string> {
    const donation = await this.sandboxDonation(id);
    const providerSessionId = donation.providerSessionId ?? `sandbox_${donation.id}`;
    await this.applyEvent(
      outcome === 'complete'
        ? {
            kind: 'checkout.completed',
            eventId: `sandbox:${donation.id}:completed`,
            donationId: donation.id,
            providerSessionId,
            providerSubscriptionId: donation.recurring ? `sandbox_sub_${donation.id}` : null,
            providerCustomerId: null,
          }
        : {
            kind: 'checkout.canceled',
            eventId: `sandbox:${donation.id}:canceled`,
            donationId: donation.id,
            providerSessionId,
          },
    );
    const target = outcome === 'complete' ? donation.successUrl : donation.cancelUrl;
    return target ?? this.appOrigin;
  }

  myDonations(uid: string): Promise<DonationEntity[]> {
    return this.donations.find({ where: { donorUid: uid }, order: { createdAt: 'DESC' }, take: 200 });
  }

  /** Every donation of the person, oldest first, for their data export. */
  donationsOf(uid: string): Promise<DonationEntity[]> {
    return this.donations.find({ where: { donorUid: uid }, order: { createdAt: 'ASC' } });
  }

  /**
   * Account deletion: the records stay for accounting, with nothing that names the person
   * (the provider's own ids remain, which only the provider can tie to anyone).
   */
  async forgetDonor(uid: string, manager: EntityManager): Promise<void> {
    await manager.update(DonationEntity, { donorUid: uid }, { donorUid: null, donorEmail: null });
  }

  async listAll(limit: number, offset: number): Promise<{ total: number; donations: DonationEntity[] }> {
    const [donations, total] = await this.donations.findAndCount({
      order: { createdAt: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { total, donations };
  }

  /**
   * Stops the caller's own recurring gift. Sandbox: at once. Stripe: the
   * answer carries the customer-portal address where the donor cancels; the
   * provider's customer.subscription.deleted event then marks it canceled.
   */
  async cancelRecurring(caller: VerifiedIdentity, id: string): Promise<RecurringCancellationResult> {
    const donation = isUuid(id) ? await this.donations.findOneBy({ id, donorUid: caller.uid }) : null;
    if (!donation) throw donationNotFound();
    if (!donation.recurring || donation.renewalOf !== null || donation.status !== 'completed')
      throw donationNotRecurring();
    const result = await this.payments.cancelRecurring({
      providerSubscriptionId: donation.providerSubscriptionId,
      providerCustomerId: donation.providerCustomerId,
      returnUrl: new URL('/settings', this.appOrigin).toString(),
    });
    if (result.kind === 'portal') return { donation, portalUrl: result.url };
    await this.applyEvent({
      kind: 'subscription.canceled',
      eventId: `${this.payments.driver}:${donation.id}:subscription-canceled`,
      providerSubscriptionId: donation.providerSubscriptionId ?? '',
    });
    return { donation: await this.donations.findOneByOrFail({ id: donation.id }), portalUrl: null };
  }
}

function inserted(raw: unknown): string | null {
  return Array.isArray(raw) && raw.length > 0 ? ((raw[0] as { id?: string }).id ?? null) : null;
}
