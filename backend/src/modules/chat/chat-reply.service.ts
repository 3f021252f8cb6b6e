import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { themeLabel } from '../../providers/llm/offline-chat/compose-reply.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { CompanionEngine, MAX_EARLIER_TURNS, toCompanionProfile } from '../companion/companion-engine.service.js';
import { rememberThemes } from '../companion/pastoral-memory.js';
import { UserEntity } from '../profile/user.entity.js';
import type { ChatMessageEntity } from './chat.entities.js';
import { ChatService, checkMessageText } from './chat.service.js';
import { finished, storeWhenComplete, type ReplyOptions, type ReplyStream } from './reply-stream.js';

/** Ask: a message in, the companion's reply out, both kept in the caller's chat session. */
@Injectable()
export class ChatReplyService {
  constructor(
    private readonly chat: ChatService,
    private readonly engine: CompanionEngine,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  /**
   * Checks everything first (bad input is refused with nothing written), stores the
   * message, then streams the reply. The reply with its follow-ups, and the pastoral
   * memory, are written only once the reply is complete: nothing half-written is kept.
   */
  async start(caller: VerifiedIdentity, sessionId: unknown, text: unknown, { signal, country = null }: ReplyOptions = {}): Promise<ReplyStream> {
    const message = checkMessageText(text);
    const { sessionId: id, profile, earlier, replies } = await this.chat.receive(caller, sessionId, 'chat', message, MAX_EARLIER_TURNS);
    const reply = this.engine.chat(toCompanionProfile(profile, country), message, { earlier, replies }, signal);
    const labels = reply.themes.map(themeLabel);
    return storeWhenComplete(reply.pieces, async (written) => {
      const stored = await this.chat.addMessage(id, 'ai', written, await reply.followUps(written));
      // Nothing new to keep (the usual case): no write. Otherwise read again, since the
      // person may have cleared their memory while the reply was written.
      if (!profile || rememberThemes(profile.memory, labels) === profile.memory) return stored;
      const now = await this.users.findOneBy({ uid: caller.uid });
      const memory = rememberThemes(now?.memory ?? null, labels);
      if (now && memory !== now.memory) await this.users.update({ uid: caller.uid }, { memory });
      return stored;
    });
  }

  /** The same, for callers that want only the finished reply. */
  async send(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ChatMessageEntity> {
    return finished(await this.start(caller, sessionId, text, options));
  }
}
