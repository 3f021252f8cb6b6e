import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { checkSignUpConsent, ConsentService, type SignUpConsentInput } from '../profile/consent.service.js';
import type { Profile } from '../profile/profile.model.js';
import { ProfileService } from '../profile/profile.service.js';
import { SignupPhaseEntity } from './signup-phase.entity.js';
import { StaffAuditEntity } from './staff-audit.entity.js';
import { WaitlistEntryEntity } from './waitlist-entry.entity.js';
import { signupsClosed } from './auth.errors.js';
import type { SignupPhase, WaitlistPage } from './auth.model.js';

// One lock for every admission, so two people cannot both take the last place.
const ADMISSION_LOCK = 7_714_001;

/** Before any phase row exists, SIGNUP_CAP (if set) applies to every account ever created. */
const BEGINNING = new Date(0);

/** Signups capped in phases, the waitlist, and the staff controls for both. */
@Injectable()
export class SignupGateService {
  constructor(
    private readonly config: AppConfig,
    private readonly profiles: ProfileService,
    private readonly consents: ConsentService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(WaitlistEntryEntity) private readonly waitlist: Repository<WaitlistEntryEntity>,
  ) {}

  async currentPhase(manager: EntityManager = this.dataSource.manager): Promise<SignupPhase> {
    const [latest] = await manager.find(SignupPhaseEntity, { order: { id: 'DESC' }, take: 1 });
    const phase = latest ?? { name: 'Opening', accountCap: this.config.env.SIGNUP_CAP ?? null, openedAt: BEGINNING };
    const accounts = await this.profiles.countCreatedSince(phase.openedAt, manager);
    return {
      name: phase.name,
      cap: phase.accountCap,
      accounts,
      openedAt: phase.openedAt,
      open: phase.accountCap === null || accounts < phase.accountCap,
    };
  }

  /** True when this person already has a profile or the current phase still has room. */
  async isAllowed(uid: string): Promise<boolean> {
    if (await this.profiles.findProfile(uid)) return true;
    return (await this.currentPhase()).open;
  }

  /**
   * The person's profile, created now if the phase has room (otherwise SIGNUPS_CLOSED) and
   * the sign-up carries both consents (otherwise a 400 naming the missing one). The profile
   * and its consents are written together or not at all. Every door that makes a profile
   * comes through here.
   */
  async admit(
    identity: VerifiedIdentity,
    consent: SignUpConsentInput | null | undefined,
  ): Promise<{ profile: Profile; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMISSION_LOCK]);
      const existing = await this.profiles.findProfile(identity.uid, manager);
      if (existing) return { profile: existing, created: false };
      if (!(await this.currentPhase(manager)).open) throw signupsClosed();
      const given = checkSignUpConsent(consent);
      const profile = await this.profiles.createProfile(identity, manager);
      await this.consents.record(identity.uid, given, manager);
      return { profile, created: true };
    });
  }

  async joinWaitlist(email: string): Promise<void> {
    await this.waitlist.createQueryBuilder().insert().values({ email: email.trim() }).orIgnore().execute();
  }

  /** The address's place on the waitlist, or null (for the person's data export). */
  async waitlistEntryOf(email: string): Promise<{ email: string; createdAt: Date; notifiedAt: Date | null } | null> {
    const entry = await this.waitlist.findOneBy({ email: email.trim() });
    return entry && { email: entry.email, createdAt: entry.createdAt, notifiedAt: entry.notifiedAt };
  }

  /** Account deletion: the address leaves the waitlist. */
  async leaveWaitlist(email: string, manager: EntityManager): Promise<void> {
    await manager.delete(WaitlistEntryEntity, { email: email.trim() });
  }

  async waitlistPage(limit: number, offset: number): Promise<WaitlistPage> {
    const [entries, total] = await this.waitlist.findAndCount({
      order: { createdAt: 'ASC' },
      take: limit,
      skip: offset,
    });
    return { total, entries: entries.map(({ email, createdAt }) => ({ email, createdAt })) };
  }

  /** Changes the cap of the current phase (creating the first phase row if there is none). */
  async setCap(actor: VerifiedIdentity, cap: number | null): Promise<SignupPhase> {
    await this.dataSource.transaction(async (manager) => {
      const [latest] = await manager.find(SignupPhaseEntity, { order: { id: 'DESC' }, take: 1 });
      if (latest) await manager.update(SignupPhaseEntity, { id: latest.id }, { accountCap: cap });
      else
        await manager.insert(SignupPhaseEntity, {
          name: 'Opening',
          accountCap: cap,
          openedAt: BEGINNING,
          openedBy: actor.email,
        });
      await this.audit(manager, actor, 'signup.set-cap', { cap });
    });
    return this.currentPhase();
  }

  /** Opens a new phase: its cap counts only accounts created from now on. */
  async startPhase(actor: VerifiedIdentity, name: string, cap: number | null): Promise<SignupPhase> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(SignupPhaseEntity, {
        name: name.trim(),
        accountCap: cap,
        openedAt: new Date(),
        openedBy: actor.email,
      });
      await this.audit(manager, actor, 'signup.start-phase', { name: name.trim(), cap });
    });
    return this.currentPhase();
  }

  private async audit(
    manager: EntityManager,
    actor: VerifiedIdentity,
    action: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await manager.save(
      manager.create(StaffAuditEntity, { actorUid: actor.uid, actorEmail: actor.email, action, detail }),
    );
  }
}
