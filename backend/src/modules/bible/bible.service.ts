import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { modelUnavailable } from '../../providers/llm/llm.errors.js';
import type { Season } from '../../providers/llm/llm.port.js';
import { companionByKey } from '../companion/companion-catalogue.js';
import {
  CompanionEngine,
  toCompanionProfile,
  type CompanionVoice,
  type DayReading,
} from '../companion/companion-engine.service.js';
import { LiturgyService, type DayReadings } from '../liturgy/liturgy.service.js';
import type { Profile } from '../profile/profile.model.js';
import { ProfileService } from '../profile/profile.service.js';
import { notOfTheDay, required } from './bible.errors.js';
import { WordReflectionEntity, type ReflectionKind } from './word-reflection.entity.js';

interface CacheKey {
  date: string;
  kind: ReflectionKind;
  title: string;
  reference: string;
  persona: string;
  style: 'default' | 'precise';
  uid: string | null;
}

/**
 * Seek: reflections on the day's readings and saint, and a study of a reading. Each is
 * checked against the day's liturgy first (so the shared cache holds only what the day
 * really has), written once by the companion engine, and served from the table after.
 */
@Injectable()
export class BibleService {
  constructor(
    @InjectRepository(WordReflectionEntity) private readonly reflections: Repository<WordReflectionEntity>,
    private readonly profiles: ProfileService,
    private readonly liturgy: LiturgyService,
    private readonly engine: CompanionEngine,
    private readonly encryption: EncryptionService,
  ) {}

  // Reflections being written in this process, so a crowd opening the same Gospel at
  // once costs one generation, not one each. No abort signal is passed on: a shared
  // reflection is worth finishing for the next reader even if this one has left.
  private readonly writing = new Map<string, Promise<WordReflectionEntity>>();

  /** A reflection on one of the day's readings, shared by everyone with the same companion and style. */
  async reflectOnReading(
    caller: VerifiedIdentity,
    date: unknown,
    title: unknown,
    reference: unknown,
  ): Promise<WordReflectionEntity> {
    const { day, reading } = await this.readingOfTheDay(date, title, reference);
    const voice = voiceOf(await this.profileOf(caller));
    const key = keyOf(day.date, 'scripture', reading.title, reading.reference, voice, null);
    return this.once(key, () => this.engine.reflectOnReading(voice, reading, seasonOf(day)));
  }

  /** A reflection on the day's saint or feast, shared like the readings'. */
  async reflectOnSaint(caller: VerifiedIdentity, date: unknown, name: unknown): Promise<WordReflectionEntity> {
    const day = await this.liturgy.readings(date);
    const saint = required(name, 'saint');
    const ofTheDay = [day.saint, day.celebration.name, ...day.optionalMemorials.map((memorial) => memorial.name)];
    if (!ofTheDay.includes(saint)) {
      throw notOfTheDay(
        'saint',
        `${saint.slice(0, 80)} is not kept on ${day.date}. Please choose the saint or feast of that day.`,
      );
    }
    const voice = voiceOf(await this.profileOf(caller));
    return this.once(keyOf(day.date, 'saint', saint, '', voice, null), () =>
      this.engine.reflectOnSaint(voice, saint, seasonOf(day)),
    );
  }

  /** A study of one of the day's readings, for the caller alone: it reads their profile. */
  async studyReading(
    caller: VerifiedIdentity,
    date: unknown,
    title: unknown,
    reference: unknown,
  ): Promise<WordReflectionEntity> {
    const { day, reading } = await this.readingOfTheDay(date, title, reference);
    const user = await this.profileOf(caller);
    const profile = {
      ...toCompanionProfile(user),
      spiritualGoals: user?.spiritualGoals ?? [],
      lifeStage: user?.lifeStage ?? null,
    };
    const key = keyOf(day.date, 'study', reading.title, reading.reference, voiceOf(user), caller.uid);
    return this.once(key, () => this.engine.studyReading(profile, reading, seasonOf(day)));
  }

  /** The person's own studies, oldest first, in clear: their data export. */
  async studiesOf(uid: string): Promise<WordReflectionEntity[]> {
    const studies = await this.reflections.find({ where: { uid }, order: { createdAt: 'ASC' } });
    const texts = await this.encryption.openAll(studies.map((study) => study.text));
    return studies.map((study, index) => Object.assign(study, { text: texts[index] }));
  }

  /** Deletes the person's own studies (shared reflections hold nothing of anyone); answers how many went. */
  async deleteStudiesOf(uid: string): Promise<number> {
    return (await this.reflections.delete({ uid })).affected ?? 0;
  }

  /** The (title, reference) pair must be a reading of one of the day's Masses. */
  private async readingOfTheDay(
    date: unknown,
    title: unknown,
    reference: unknown,
  ): Promise<{ day: DayReadings; reading: DayReading }> {
    const day = await this.liturgy.readings(date);
    const reading = {
      title: required(title, 'reading'),
      reference: required(reference, 'reading'),
    };
    const ofTheDay = day.masses.some((mass) =>
      Object.values(mass.readings).some((item) => item.title === reading.title && item.reference === reading.reference),
    );
    if (!ofTheDay) {
      throw notOfTheDay(
        'reading',
        `That is not one of the readings of ${day.date}. Please choose a reading of that day.`,
      );
    }
    return { day, reading };
  }

  private profileOf(caller: VerifiedIdentity): Promise<Profile | null> {
    return this.profiles.findProfile(caller.uid);
  }

  /**
   * The stored reflection for `key`, or a new one written and stored. Two callers racing
   * for the same key both write, but only the first is kept and both get it.
   */
  private async once(key: CacheKey, write: () => AsyncIterable<string>): Promise<WordReflectionEntity> {
    const stored = await this.find(key);
    if (stored) return stored;
    const id = JSON.stringify(key);
    let pending = this.writing.get(id);
    if (!pending) {
      pending = this.writeAndStore(key, write).finally(() => this.writing.delete(id));
      this.writing.set(id, pending);
    }
    return pending;
  }

  private async writeAndStore(key: CacheKey, write: () => AsyncIterable<string>): Promise<WordReflectionEntity> {
    let text = '';
    for await (const piece of write()) text += piece;
    // An empty answer is a failed one: kept, it would be served to everyone after.
    if (!text.trim()) throw modelUnavailable();
    // ON CONFLICT DO NOTHING, then read back: whichever write came first is the answer.
    // A study is written from the person's profile: sealed at rest like what they confide.
    const stored = key.uid ? await this.encryption.seal({ uid: key.uid }, text.trim()) : text.trim();
    await this.reflections
      .createQueryBuilder()
      .insert()
      .values({ ...key, text: stored })
      .orIgnore()
      .execute();
    return (await this.find(key))!;
  }

  private async find(key: CacheKey): Promise<WordReflectionEntity | null> {
    const found = await this.reflections.findOneBy({ ...key, uid: key.uid ?? IsNull() });
    if (found?.uid) found.text = await this.encryption.open(found.text);
    return found;
  }
}

// Only the persona and style: what the shared reflections may depend on.
function voiceOf(user: Profile | null): CompanionVoice {
  return { avatar: user?.avatar ?? null, responseStyle: user?.responseStyle ?? 'default' };
}

function keyOf(
  date: string,
  kind: ReflectionKind,
  title: string,
  reference: string,
  voice: CompanionVoice,
  uid: string | null,
): CacheKey {
  return { date, kind, title, reference, persona: companionByKey(voice.avatar).key, style: voice.responseStyle, uid };
}

/** The liturgy's season (romcal's, lower case) in the words of the reflection library. */
export function seasonOf(day: Pick<DayReadings, 'season' | 'celebration'>): Season {
  const id = day.celebration.id;
  switch (day.season) {
    case 'advent':
      return 'advent';
    case 'christmas_time':
      return 'christmas';
    case 'lent':
      // Holy Week lies within Lent: Palm Sunday to the morning of Holy Thursday.
      return /^(palm_sunday|holy_)/.test(id) ? 'holy-week' : 'lent';
    case 'paschal_triduum':
      return id === 'easter_sunday' ? 'easter' : 'holy-week';
    case 'easter_time':
      return 'easter';
    default:
      return 'ordinary';
  }
}
