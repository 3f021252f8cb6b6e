import { Injectable } from '@nestjs/common';
import { themeLabel } from '../../providers/llm/offline-chat/compose-reply.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { CompanionEngine, MAX_EARLIER_TURNS, toCompanionProfile } from '../companion/companion-engine.service.js';
import { rememberThemes } from '../companion/pastoral-memory.js';
import type { ChatMessageEntity } from './chat.entities.js';
import { ChatService, checkMessageText } from './chat.service.js';
import { finished, storeWhenComplete, type ReplyOptions, type ReplyStream } from './reply-stream.js';

/** Ask: a message in, the companion's reply out, both kept in the caller's chat session. */
@Injectable()
export class ChatReplyService {
  constructor(
    private readonly chat: ChatService,
    private readonly engine: CompanionEngine,
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
      const followUps = await reply.followUps(written);
      const next = profile ? rememberThemes(profile.memory, labels) : null;
      // Nothing new to keep (the usual case): the reply alone is written.
      if (!profile || next === null || next === profile.memory) return (await this.chat.storeReply(id, written, followUps)).message;
      const stored = await this.chat.storeReply(id, written, followUps, { uid: caller.uid, read: profile.memory, next });
      // Another reply changed the memory meanwhile: add these themes to what it holds now.
      // A memory cleared meanwhile stays cleared.
      if (!stored.remembered && stored.memoryNow !== null) {
        const merged = rememberThemes(stored.memoryNow, labels);
        if (merged !== null && merged !== stored.memoryNow) await this.chat.rememberIfUnchanged({ uid: caller.uid, read: stored.memoryNow, next: merged });
      }
      return stored.message;
    });
  }

  /** The same, for callers that want only the finished reply. */
  async send(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ChatMessageEntity> {
    return finished(await this.start(caller, sessionId, text, options));
  }
}
