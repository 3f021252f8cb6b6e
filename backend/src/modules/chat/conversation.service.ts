import { Injectable } from '@nestjs/common';
import { checkOwnUid } from '../../common/auth/own-uid.js';
import { BibleService } from '../bible/bible.service.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatTheme } from '../../providers/llm/llm.port.js';
import {
  CompanionEngine,
  MAX_EARLIER_TURNS,
  toCompanionProfile,
  type CompanionProfile,
  type Conversation,
} from '../companion/companion-engine.service.js';
import { PastoralMemoryService } from '../companion/pastoral-memory.service.js';
import type { ChatMessageEntity } from './chat-message.entity.js';
import { TOPICS, type Topic } from './chat-session.entity.js';
import { limitInvalid, messageEmpty, messageTooLong, sessionNotFound, topicInvalid } from './chat.errors.js';
import { ConversationStore } from './conversation.store.js';
import { newSessionId } from './session-id.js';
import { finished, storeWhenComplete, type ReplyOptions, type ReplyStream } from './reply-stream.js';

// Long enough for anything a person types on a phone; short enough to bound the model's work.
export const MAX_MESSAGE_CHARS = 4000;

/** A session as the history strip lists it. */
export interface SessionSummary {
  id: string;
  topic: Topic;
  createdAt: Date;
}

/** What the companion answers to one message: its words, and for Ask, follow-ups and themes. */
export interface CompanionAnswer {
  pieces: AsyncIterable<string>;
  /** Asked once the reply is complete. */
  followUps?: (reply: string) => Promise<string[]>;
  /** What the message was about, for the pastoral memory. */
  themes?: ChatTheme[];
}

/** Turns the person's message, in the light of the conversation so far, into the companion's answer. */
export type Answerer = (
  profile: CompanionProfile,
  message: string,
  conversation: Conversation,
  signal?: AbortSignal,
) => CompanionAnswer;

/** What a person sent: trimmed, not blank, not too long. */
function checkMessageText(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) throw messageEmpty();
  if (text.length > MAX_MESSAGE_CHARS) throw messageTooLong(MAX_MESSAGE_CHARS);
  return text.trim();
}

function checkTopic(topic: unknown): Topic {
  if (!TOPICS.includes(topic as Topic)) throw topicInvalid();
  return topic as Topic;
}

/**
 * Conversations, for Ask here and for Knock through the prayer module: sessions, their
 * messages, and the one pipeline by which a message is stored and answered.
 */
@Injectable()
export class ConversationService {
  constructor(
    private readonly store: ConversationStore,
    private readonly engine: CompanionEngine,
    private readonly memory: PastoralMemoryService,
    private readonly bible: BibleService,
  ) {}

  /**
   * A new conversation's id, which only the caller can begin. Nothing is written: the
   * session is stored with its first message, so a screen opened and left never leaves an
   * empty conversation behind.
   */
  openSession(caller: VerifiedIdentity, topic: unknown): SessionSummary {
    const checked = checkTopic(topic);
    return { id: newSessionId(caller.uid, checked), topic: checked, createdAt: new Date() };
  }

  /** The caller's latest conversations of a topic that have messages, newest first. */
  listSessions(caller: VerifiedIdentity, limit: number, topic: unknown): Promise<SessionSummary[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw limitInvalid();
    return this.store.listSessions(caller.uid, checkTopic(topic), limit);
  }

  /** One of the caller's sessions with its messages; anyone else's is answered exactly like a missing one. */
  async ownSession(
    caller: VerifiedIdentity,
    id: unknown,
  ): Promise<{ session: SessionSummary; messages: ChatMessageEntity[] }> {
    const session = await this.store.findSession(caller.uid, id);
    if (!session) throw sessionNotFound();
    return { session, messages: await this.store.messagesOf(session.id) };
  }

  /** Ask: the companion's reply to a chat message, with follow-ups and the pastoral memory. */
  chat(caller: VerifiedIdentity, sessionId: unknown, text: unknown, options: ReplyOptions = {}): Promise<ReplyStream> {
    const answer: Answerer = (profile, message, conversation, signal) =>
      this.engine.chat(profile, message, conversation, signal);
    return this.reply(caller, { topic: 'chat', sessionId, text, recent: MAX_EARLIER_TURNS }, options, answer);
  }

  /** The same, for callers that want only the finished reply. */
  async sendChat(
    caller: VerifiedIdentity,
    sessionId: unknown,
    text: unknown,
    options: ReplyOptions = {},
  ): Promise<ChatMessageEntity> {
    return finished(await this.chat(caller, sessionId, text, options));
  }

  /**
   * The one reply pipeline. Checks everything first (bad input is refused with nothing
   * written), stores the message (and the session with its first one), then streams the
   * answer. The reply with its follow-ups, and the pastoral memory, are written only once
   * the reply is complete: nothing half-written is kept.
   */
  async reply(
    caller: VerifiedIdentity,
    { topic, sessionId, text, recent }: { topic: Topic; sessionId: unknown; text: unknown; recent: number },
    { signal, country = null }: ReplyOptions,
    answer: Answerer,
  ): Promise<ReplyStream> {
    const message = checkMessageText(text);
    const open = await this.store.receive(caller.uid, sessionId, topic, message, recent);
    if (!open) throw sessionNotFound();
    const reply = answer(
      toCompanionProfile(open.profile, country),
      message,
      { earlier: open.earlier, replies: open.replies },
      signal,
    );
    return storeWhenComplete(reply.pieces, async (written) => {
      const followUps = (await reply.followUps?.(written)) ?? [];
      const change =
        open.profile && reply.themes
          ? this.memory.changeFor(caller.uid, { memory: open.profile.memory, stored: open.memoryStored }, reply.themes)
          : undefined;
      const stored = await this.store.storeReply(caller.uid, open.sessionId, written, followUps, change);
      await this.memory.settle(change, stored);
      return stored.message;
    });
  }

  /** One of the caller's AI messages, or null: what people may react to. */
  aiMessageOf(caller: VerifiedIdentity, messageId: unknown): Promise<ChatMessageEntity | null> {
    return this.store.aiMessageOf(caller.uid, messageId);
  }

  /** Every conversation of the caller, Ask and Knock, with its messages in clear: their data export. */
  async conversationsOf(
    caller: VerifiedIdentity,
  ): Promise<{ session: SessionSummary; messages: ChatMessageEntity[] }[]> {
    const sessions = await this.store.allSessionsOf(caller.uid);
    // One read per session, through the store's own message reader (which opens what is sealed at rest).
    return Promise.all(
      sessions.map(async (session) => ({ session, messages: await this.store.messagesOf(session.id) })),
    );
  }

  /** Messages by id, for staff review of flagged ones. */
  messagesByIds(ids: string[]): Promise<ChatMessageEntity[]> {
    return this.store.messagesByIds(ids);
  }

  /**
   * Deletes every session and message of the caller (the uid, when given, must be theirs),
   * and their personal Seek studies, which the privacy page counts as chat data; answers
   * how many sessions went.
   */
  async clearHistory(caller: VerifiedIdentity, uid?: unknown): Promise<number> {
    checkOwnUid(caller, uid, 'You can only clear your own chat history.');
    const [sessions] = await Promise.all([
      this.store.deleteSessionsOf(caller.uid),
      this.bible.deleteStudiesOf(caller.uid),
    ]);
    return sessions;
  }
}
