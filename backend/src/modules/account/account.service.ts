import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import { AppError } from '../../common/errors/app-error.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { IDENTITY_PORT, type IdentityPort, type VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { MailOutboxService } from '../../providers/mail/mail-outbox.service.js';
import { SignupGateService } from '../auth/signup-gate.service.js';
import { BibleService } from '../bible/bible.service.js';
import { ConversationService } from '../chat/conversation.service.js';
import { DonationsService } from '../donations/donations.service.js';
import { FeedbackService } from '../feedback/feedback.service.js';
import { ConsentService } from '../profile/consent.service.js';
import type { Profile } from '../profile/profile.model.js';
import { ProfileService } from '../profile/profile.service.js';
import { deletionFailed } from './account.errors.js';
import type { AccountExport } from './account.model.js';

/** The export's file name, dated in UTC: ask-seek-knock-export-2025-11-22.json. */
export function exportFileName(at: Date): string {
  return `ask-seek-knock-export-${at.toISOString().slice(0, 10)}.json`;
}

/**
 * The person's own account as a whole: taking their data, signing out everywhere, and
 * deleting it. It holds no tables: each module's service reads or removes its own part.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(IDENTITY_PORT) private readonly identity: IdentityPort,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly profiles: ProfileService,
    private readonly consents: ConsentService,
    private readonly conversations: ConversationService,
    private readonly feedback: FeedbackService,
    private readonly bible: BibleService,
    private readonly donations: DonationsService,
    private readonly gate: SignupGateService,
    private readonly outbox: MailOutboxService,
    private readonly encryption: EncryptionService,
  ) {}

  /** Everything held about the caller, in clear; nobody else's. */
  async exportOf(caller: VerifiedIdentity): Promise<AccountExport> {
    const { uid } = caller;
    const [profile, conversations, reactions, donations, studies, consents, waitlist] = await Promise.all([
      this.profiles.findProfile(uid),
      this.conversations.conversationsOf(caller),
      this.feedback.reactionsOf(uid),
      this.donations.donationsOf(uid),
      this.bible.studiesOf(uid),
      this.consents.consentsOf(uid),
      this.gate.waitlistEntryOf(caller.email),
    ]);
    const { memory, ...profileFields } = profile ?? { memory: null };
    return {
      format: 'ask-seek-knock-export',
      version: 1,
      exportedAt: new Date(),
      account: {
        uid,
        email: caller.email,
        emailVerified: caller.emailVerified,
        identityProvider: this.identity.driver,
      },
      profile: profile ? (profileFields as Omit<Profile, 'memory'>) : null,
      pastoralMemory: memory,
      conversations: conversations.map(({ session, messages }) => ({
        id: session.id,
        topic: session.topic,
        createdAt: session.createdAt,
        messages: messages.map((message) => ({
          id: message.id,
          sender: message.sender,
          text: message.text,
          followUps: message.followUps,
          createdAt: message.createdAt,
        })),
      })),
      reactions: reactions.map(({ messageId, reaction, createdAt }) => ({ messageId, reaction, createdAt })),
      donations: donations.map((donation) => ({
        id: donation.id,
        amountCents: donation.amountCents,
        currency: donation.currency,
        recurring: donation.recurring,
        status: donation.status,
        provider: donation.provider,
        createdAt: donation.createdAt,
        completedAt: donation.completedAt,
        canceledAt: donation.canceledAt,
      })),
      studies: studies.map(({ date, title, reference, persona, style, text, createdAt }) => ({
        date,
        title,
        reference,
        persona,
        style,
        text,
        createdAt,
      })),
      consents,
      waitlist,
    };
  }

  /** Ends every session of the caller on every device: earlier tokens are refused at once. */
  signOutEverywhere(caller: VerifiedIdentity): Promise<void> {
    return this.identity.revokeSessions(caller.uid);
  }

  /**
   * Deletes the caller's account after the identity provider's proof (password or recent
   * sign-in): refused proof deletes nothing. Sessions are revoked first, so no earlier
   * token outlives the account; everything of the person then goes in one transaction,
   * the identity last, and donations stay for accounting with nothing that names them.
   */
  async deleteAccount(caller: VerifiedIdentity, password: string | undefined): Promise<void> {
    const { uid } = caller;
    await this.identity.confirmIdentity(caller, password);
    await this.identity.revokeSessions(uid);
    const profile = await this.profiles.findProfile(uid);
    // The waitlist and the outbox know the person by address: the token's and the profile's, if they differ.
    const addresses = [...new Set([caller.email, profile?.email].filter((email): email is string => !!email))];
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.donations.forgetDonor(uid, manager);
        await this.feedback.deleteReactionsOf(uid, manager);
        await this.profiles.deleteProfile(uid, manager);
        for (const address of addresses) {
          await this.gate.leaveWaitlist(address, manager);
          await this.outbox.forgetRecipient(address, manager);
        }
        await this.identity.deleteIdentity(uid, manager);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw deletionFailed(error);
    }
    // Their data key went with the profile; this process forgets the copy it remembers.
    this.encryption.forget(uid);
    // A sign-in begun between the first revocation and the commit ends here too.
    await this.identity.revokeSessions(uid).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'the second revocation after an account deletion failed');
    });
  }
}
