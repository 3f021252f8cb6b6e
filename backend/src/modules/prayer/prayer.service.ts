import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatMessageEntity } from '../chat/chat.entities.js';
import { ChatService, checkMessageText } from '../chat/chat.service.js';
import { CompanionEngine, type CompanionProfile } from '../companion/companion-engine.service.js';
import { UserEntity } from '../profile/user.entity.js';

export interface PrayerStream {
  /** The prayer as it is written. */
  pieces: AsyncIterable<string>;
  /** Resolves once the whole prayer is stored; rejects (storing nothing) if writing failed. */
  stored: Promise<ChatMessageEntity>;
}

/** Knock: an intention in, a prayer out, both kept in the caller's prayer session. */
@Injectable()
export class PrayerService {
  constructor(
    private readonly chat: ChatService,
    private readonly engine: CompanionEngine,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /**
   * Checks everything first (bad input is refused with nothing written), stores the
   * intention, then streams the prayer; the prayer is stored only when complete.
   */
  async start(caller: VerifiedIdentity, sessionId: unknown, text: unknown, signal?: AbortSignal): Promise<PrayerStream> {
    const intention = checkMessageText(text);
    const session = await this.chat.ownSession(caller, sessionId, 'prayer');
    const user = await this.users.findOneBy({ uid: caller.uid });
    const profile: CompanionProfile = {
      name: user?.name ?? null,
      avatar: user?.avatar ?? null,
      responseStyle: user?.responseStyle ?? 'default',
      memory: user?.memory ?? null,
    };
    await this.chat.addMessage(session.id, 'user', intention);

    let resolve!: (message: ChatMessageEntity) => void;
    let reject!: (error: unknown) => void;
    const stored = new Promise<ChatMessageEntity>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    // A caller that only awaits `stored` must not see an unhandled rejection from `pieces`.
    stored.catch(() => undefined);
    const chat = this.chat;
    const engine = this.engine;
    async function* pieces(): AsyncIterable<string> {
      let written = '';
      try {
        for await (const piece of engine.prayer(profile, intention, signal)) {
          written += piece;
          yield piece;
        }
        if (!written.trim()) throw new Error('The model answered with nothing.');
        resolve(await chat.addMessage(session.id, 'ai', written.trim()));
      } catch (error) {
        reject(error);
        throw error;
      }
    }
    return { pieces: pieces(), stored };
  }

  /** The same, for callers that want only the finished prayer. */
  async pray(caller: VerifiedIdentity, sessionId: unknown, text: unknown): Promise<ChatMessageEntity> {
    const { pieces, stored } = await this.start(caller, sessionId, text);
    for await (const piece of pieces) void piece;
    return stored;
  }
}
