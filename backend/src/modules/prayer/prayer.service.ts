import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatMessageEntity } from '../chat/chat.entities.js';
import { ChatService, checkMessageText } from '../chat/chat.service.js';
import { finished, storeWhenComplete, type ReplyOptions, type ReplyStream } from '../chat/reply-stream.js';
import { CompanionEngine, toCompanionProfile } from '../companion/companion-engine.service.js';
import { UserEntity } from '../profile/user.entity.js';

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
  async start(caller: VerifiedIdentity, sessionId: unknown, text: unknown, { signal, country = null }: ReplyOptions = {}): Promise<ReplyStream> {
    const intention = checkMessageText(text);
    const session = await this.chat.ownSession(caller, sessionId, 'prayer');
    const profile = toCompanionProfile(await this.users.findOneBy({ uid: caller.uid }), country);
    await this.chat.addMessage(session.id, 'user', intention);
    return storeWhenComplete(this.engine.prayer(profile, intention, signal), (prayer) => this.chat.addMessage(session.id, 'ai', prayer));
  }

  /** The same, for callers that want only the finished prayer. */
  async pray(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ChatMessageEntity> {
    return finished(await this.start(caller, sessionId, text, options));
  }
}
