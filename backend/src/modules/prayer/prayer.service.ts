import { Injectable } from '@nestjs/common';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatMessageEntity } from '../chat/chat-message.entity.js';
import { ConversationService } from '../chat/conversation.service.js';
import { finished, type ReplyOptions, type ReplyStream } from '../chat/reply-stream.js';
import { CompanionEngine } from '../companion/companion-engine.service.js';

/** Knock: an intention in, a prayer out, both kept in the caller's prayer session. */
@Injectable()
export class PrayerService {
  constructor(
    private readonly conversations: ConversationService,
    private readonly engine: CompanionEngine,
  ) {}

  /** The intention is checked and stored, then the prayer streams; it is stored only when complete. */
  start(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ReplyStream> {
    return this.conversations.reply(
      caller,
      { topic: 'prayer', sessionId, text, recent: 0 },
      options,
      (profile, intention, _conversation, signal) => ({
        pieces: this.engine.prayer(profile, intention, signal),
      }),
    );
  }

  /** The same, for callers that want only the finished prayer. */
  async pray(
    caller: VerifiedIdentity,
    sessionId: unknown,
    text: unknown,
    options: ReplyOptions = {},
  ): Promise<ChatMessageEntity> {
    return finished(await this.start(caller, sessionId, text, options));
  }
}
