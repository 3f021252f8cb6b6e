import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { DEFAULT_COMPANION } from '../companion/companion-catalogue.js';
import { AGE_RANGES, DEFAULT_BIRTH_YEAR, FIRST_BIRTH_YEAR, LIFE_STAGES, LIFE_STAGES_SHORT, MATURITY_LEVEL_LABELS, MINIMUM_AGE, SEXES, SPIRITUAL_GOALS, SPIRITUAL_MATURITIES } from './profile-options.js';
import type { ProfileOptions } from './profile-options.model.js';
import { validateOnboarding, validateProfilePatch, type ProfilePatch } from './profile-patch.js';
import type { Profile } from './profile.model.js';
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

const profileNotFound = () => new AppError(404, 'PROFILE_NOT_FOUND', 'We could not find your profile. Please sign in again.');

/** The caller's own profile: read, change, finish onboarding, clear the pastoral memory. */
@Injectable()
export class ProfileService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async getProfile(uid: string): Promise<Profile> {
    const user = await this.users.findOneBy({ uid });
    if (!user) throw profileNotFound();
    return toProfile(user);
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
