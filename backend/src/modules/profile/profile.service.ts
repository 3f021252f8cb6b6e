import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { DEFAULT_COMPANION } from '../companion/companion-catalogue.js';
import {
  AGE_RANGES,
  DEFAULT_BIRTH_YEAR,
  FIRST_BIRTH_YEAR,
  LIFE_STAGES,
  LIFE_STAGES_SHORT,
  MATURITY_LEVEL_LABELS,
  MINIMUM_AGE,
  SEXES,
  SPIRITUAL_GOALS,
  SPIRITUAL_MATURITIES,
} from './profile-options.js';
import type { ProfileOptions } from './profile-options.model.js';
import { validateOnboarding, validateProfilePatch, type ProfilePatch } from './profile-patch.js';
import type { Profile } from './profile.model.js';
import { profileNotFound } from './profile.errors.js';
import { UserEntity } from './user.entity.js';

export function toProfile(user: UserEntity): Profile {
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    loginCount: user.loginCount,
    onboarded: user.onboarded,
    theme: user.theme,
    responseStyle: user.responseStyle,
    avatar: user.avatar ?? DEFAULT_COMPANION,
    ageRange: user.ageRange ?? null,
    sex: user.sex ?? null,
    lifeStage: user.lifeStage ?? null,
    spiritualMaturity: user.spiritualMaturity ?? null,
    spiritualMaturityLevel: user.spiritualMaturityLevel ?? null,
    spiritualGoals: user.spiritualGoals ?? [],
    notificationsEnabled: user.notificationsEnabled ?? false,
    analyticsOptOut: user.analyticsOptOut ?? false,
    memory: user.memory ?? null,
  };
}

/**
 * Profiles: the caller's own (read, change, finish onboarding, clear the pastoral memory),
 * and what other modules need of them. Only this module touches the users table's rows
 * through TypeORM; other modules come here.
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly encryption: EncryptionService,
  ) {}

  async getProfile(uid: string): Promise<Profile> {
    const profile = await this.findProfile(uid);
    if (!profile) throw profileNotFound();
    return profile;
  }

  /** The profile, or null for an identity that has none yet. */
  async findProfile(uid: string, manager: EntityManager = this.users.manager): Promise<Profile | null> {
    const user = await manager.findOneBy(UserEntity, { uid });
    // The pastoral memory is sealed at rest (common/crypto); the profile carries it in clear.
    return user ? { ...toProfile(user), memory: await this.encryption.open(user.memory ?? null) } : null;
  }

  /** A new profile for a verified identity; inside the caller's transaction when `manager` is given. */
  async createProfile(identity: VerifiedIdentity, manager: EntityManager = this.users.manager): Promise<Profile> {
    return toProfile(
      await manager.save(manager.create(UserEntity, { uid: identity.uid, email: identity.email, loginCount: 1 })),
    );
  }

  /** How many profiles were created from `since` on (the signup phases count these). */
  countCreatedSince(since: Date, manager: EntityManager = this.users.manager): Promise<number> {
    return manager.count(UserEntity, { where: { createdAt: MoreThanOrEqual(since) } });
  }

  /** Counts a sign-in. */
  async countSignIn(uid: string): Promise<void> {
    await this.users.increment({ uid }, 'loginCount', 1);
  }

  /** Validates everything first, so a refused change writes nothing. */
  async updateProfile(uid: string, input: Record<string, unknown>): Promise<Profile> {
    return this.write(uid, validateProfilePatch(input));
  }

  async completeOnboarding(uid: string, input: Record<string, unknown>): Promise<Profile> {
    return this.write(uid, { ...validateOnboarding(input) }, { onboarded: true });
  }

  async clearMemory(uid: string): Promise<Profile> {
    return this.write(uid, {}, { memory: null });
  }

  /**
   * Account deletion: the users row, and by ON DELETE CASCADE everything keyed to it (chat
   * sessions and their messages and reactions, personal studies, the person's data key).
   */
  async deleteProfile(uid: string, manager: EntityManager): Promise<void> {
    await manager.delete(UserEntity, { uid });
  }

  options(today = new Date()): ProfileOptions {
    return {
      ageRanges: [...AGE_RANGES],
      sexes: [...SEXES],
      lifeStages: [...LIFE_STAGES],
      lifeStagesShort: [...LIFE_STAGES_SHORT],
      spiritualMaturities: [...SPIRITUAL_MATURITIES],
      maturityLevelLabels: [...MATURITY_LEVEL_LABELS],
      spiritualGoals: SPIRITUAL_GOALS.map((goal) => ({ ...goal })),
      minimumAge: MINIMUM_AGE,
      firstBirthYear: FIRST_BIRTH_YEAR,
      lastBirthYear: today.getFullYear() - MINIMUM_AGE,
      defaultBirthYear: DEFAULT_BIRTH_YEAR,
    };
  }

  private async write(uid: string, patch: ProfilePatch, extra: Partial<UserEntity> = {}): Promise<Profile> {
    const changes = { ...patch, ...extra };
    if (Object.keys(changes).length > 0) {
      const result = await this.users.update({ uid }, changes);
      if (!result.affected) throw profileNotFound();
    }
    return this.getProfile(uid);
  }
}
