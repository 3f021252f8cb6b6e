import { Injectable } from '@nestjs/common';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatMessageEntity } from '../chat/chat.entities.js';
import { ChatService, checkMessageText } from '../chat/chat.service.js';
import { finished, storeWhenComplete, type ReplyOptions, type ReplyStream } from '../chat/reply-stream.js';
import { CompanionEngine, toCompanionProfile } from '../companion/companion-engine.service.js';

/** Knock: an intention in, a prayer out, both kept in the caller's prayer session. */
@Injectable()
export class PrayerService {
  constructor(
    private readonly chat: ChatService,
    private readonly engine: CompanionEngine,
  ) {}

  /**
   * Checks everything first (bad input is refused with nothing written), stores the
   * intention, then streams the prayer; the prayer is stored only when complete.
   */
  async start(caller: VerifiedIdentity, sessionId: unknown, text: unknown, { signal, country = null }: ReplyOptions = {}): Promise<ReplyStream> {
    const intention = checkMessageText(text);
    const { sessionId: id, profile } = await this.chat.receive(caller, sessionId, 'prayer', intention, 0);
    return storeWhenComplete(this.engine.prayer(toCompanionProfile(profile, country), intention, signal), async (prayer) => (await this.chat.storeReply(id, prayer)).message);
  }

  /** The same, for callers that want only the finished prayer. */
  async pray(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ChatMessageEntity> {
    return finished(await this.start(caller, sessionId, text, options));
  }
}
