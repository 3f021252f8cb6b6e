import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatMessageEntity, ChatSessionEntity, MessageReactionEntity, REACTIONS, type Reaction } from './chat.entities.js';

export type Topic = 'chat' | 'prayer';
export const TOPICS: readonly Topic[] = ['chat', 'prayer'];

// Long enough for anything a person types on a phone; short enough to bound the model's work.
export const MAX_MESSAGE_CHARS = 4000;

export function checkUid(caller: VerifiedIdentity, uid: unknown): void {
  // The spec's calls carry a uid; identity still comes only from the token.
  if (uid !== undefined && uid !== caller.uid) throw new AppError(403, ErrorCode.Forbidden, 'That account is not yours.');
}

/** What a person sent: trimmed, not blank, not too long. */
export function checkMessageText(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) throw new AppError(400, 'MESSAGE_EMPTY', 'Please write something before sending.');
  if (text.length > MAX_MESSAGE_CHARS) {
    throw new AppError(413, 'MESSAGE_TOO_LONG', `Please keep a message under ${MAX_MESSAGE_CHARS} characters.`);
  }
  return text.trim();
}

const isUuid = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** What the companion reads of the person's profile (null: no profile yet). */
export interface ConversationProfile {
  name: string | null;
  avatar: string | null;
  responseStyle: 'default' | 'precise';
  memory: string | null;
}

export interface OpenConversation {
  sessionId: string;
  profile: ConversationProfile | null;
  earlier: { sender: 'user' | 'ai'; text: string }[];
  replies: number;
}

interface ConversationRow {
  id: string;
  has_profile: boolean;
  name: string | null;
  avatar: string | null;
  response_style: 'default' | 'precise';
  memory: string | null;
  earlier: { sender: 'user' | 'ai'; text: string }[];
  replies: string;
}

/** Chat and prayer sessions and their messages, each person's own. */
@Injectable()
export class ChatService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(MessageReactionEntity) private readonly reactions: Repository<MessageReactionEntity>,
  ) {}

  createSession(caller: VerifiedIdentity, topic: unknown): Promise<ChatSessionEntity> {
    if (!TOPICS.includes(topic as Topic)) throw new AppError(400, 'TOPIC_INVALID', "topic must be 'chat' or 'prayer'.");
    return this.sessions.save(this.sessions.create({ uid: caller.uid, topic: topic as Topic }));
  }

  /** The caller's latest sessions, newest first. */
  listSessions(caller: VerifiedIdentity, limit: number, topic?: Topic): Promise<ChatSessionEntity[]> {
    return this.sessions.find({ where: { uid: caller.uid, ...(topic ? { topic } : {}) }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** Someone else's session is answered exactly like a missing one: 404. */
  async ownSession(caller: VerifiedIdentity, id: unknown, topic?: Topic): Promise<ChatSessionEntity> {
    const session = isUuid(id) ? await this.sessions.findOneBy({ id, uid: caller.uid }) : null;
    if (!session || (topic && session.topic !== topic)) throw new AppError(404, 'SESSION_NOT_FOUND', 'We could not find that conversation.');
    return session;
  }

  messagesOf(sessionId: string): Promise<ChatMessageEntity[]> {
    return this.messages.find({ where: { sessionId }, order: { createdAt: 'ASC' } });
  }

  /**
   * Stores what the person said in their own session of `topic` (anyone else's is not
   * found, and nothing is written) and answers what a reply needs, in one round trip:
   * the profile the companion reads, the latest `recent` earlier messages oldest first,
   * and how many replies the session held before this message.
   */
  async receive(caller: VerifiedIdentity, id: unknown, topic: Topic, text: string, recent: number): Promise<OpenConversation> {
    const notFound = new AppError(404, 'SESSION_NOT_FOUND', 'We could not find that conversation.');
    if (!isUuid(id)) throw notFound;
    // The INSERT runs only when the session is the caller's; the reads see the session as
    // it was before it (one snapshot), so `earlier` never holds the new message.
    const rows: ConversationRow[] = await this.sessions.query(
      `WITH own AS (SELECT id, uid FROM chat_sessions WHERE id = $1 AND uid = $2 AND topic = $3),
            said AS (INSERT INTO chat_messages (session_id, sender, text) SELECT id, 'user', $5 FROM own RETURNING id)
       SELECT own.id, u.uid IS NOT NULL AS has_profile, u.name, u.avatar, u.response_style, u.memory,
              COALESCE((SELECT json_agg(json_build_object('sender', m.sender, 'text', m.text) ORDER BY m.created_at)
                          FROM (SELECT sender, text, created_at FROM chat_messages WHERE session_id = own.id ORDER BY created_at DESC LIMIT $4) m), '[]') AS earlier,
              (SELECT count(*) FROM chat_messages WHERE session_id = own.id AND sender = 'ai') AS replies
         FROM own LEFT JOIN users u ON u.uid = own.uid`,
      [id, caller.uid, topic, recent, text],
    );
    const row = rows[0];
    if (!row) throw notFound;
    return {
      sessionId: row.id,
      profile: row.has_profile ? { name: row.name, avatar: row.avatar, responseStyle: row.response_style, memory: row.memory } : null,
      earlier: row.earlier,
      replies: Number(row.replies),
    };
  }

  addMessage(sessionId: string, sender: 'user' | 'ai', text: string, followUps: string[] = []): Promise<ChatMessageEntity> {
    // A single INSERT is atomic already; TypeORM's default transaction would add two round trips.
    return this.messages.save(this.messages.create({ sessionId, sender, text, followUps }), { transaction: false });
  }

  /**
   * Sets the caller's reaction to an AI message in one of their sessions (replacing any
   * other), or clears it with null. Someone else's message is not found.
   */
  async react(caller: VerifiedIdentity, messageId: unknown, reaction: unknown): Promise<Reaction | null> {
    if (reaction !== null && !REACTIONS.includes(reaction as Reaction)) {
      throw new AppError(400, 'REACTION_INVALID', 'reaction must be heart, copy, share or flag.');
    }
    const valid = typeof messageId === 'string' && /^[0-9a-f-]{36}$/i.test(messageId);
    const message = valid
      ? await this.messages.findOne({ where: { id: messageId, sender: 'ai', session: { uid: caller.uid } }, relations: { session: true } })
      : null;
    if (!message) throw new AppError(404, 'MESSAGE_NOT_FOUND', 'We could not find that message.');
    if (reaction === null) {
      await this.reactions.delete({ messageId: message.id, uid: caller.uid });
      return null;
    }
    await this.reactions.upsert({ messageId: message.id, uid: caller.uid, reaction: reaction as Reaction }, ['messageId', 'uid']);
    return reaction as Reaction;
  }

  /** Flagged AI messages, newest first, for staff review. */
  async flagged(limit: number): Promise<{ message: ChatMessageEntity; flaggedAt: Date }[]> {
    const flags = await this.reactions.find({ where: { reaction: 'flag' }, order: { createdAt: 'DESC' }, take: limit });
    const messages = await this.messages.findBy(flags.map((flag) => ({ id: flag.messageId })));
    const byId = new Map(messages.map((message) => [message.id, message]));
    return flags.flatMap((flag) => {
      const message = byId.get(flag.messageId);
      return message ? [{ message, flaggedAt: flag.createdAt }] : [];
    });
  }

  /** Deletes every session (and, by cascade, every message) of the caller; answers how many sessions went. */
  async clearHistory(caller: VerifiedIdentity, uid: string = caller.uid): Promise<number> {
    if (uid !== caller.uid) throw new AppError(403, 'FORBIDDEN', 'You can only clear your own chat history.');
    const result = await this.sessions.delete({ uid });
    return result.affected ?? 0;
  }
}
