import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { PreparedStatement } from '../../database/prepared-statement.js';
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
  replies: number;
}

/** A change of someone's pastoral memory, from what was read to what it should become. */
export interface MemoryChange {
  uid: string;
  read: string | null;
  next: string;
}

export interface StoredReply {
  message: ChatMessageEntity;
  remembered: boolean;
  memoryNow: string | null;
}

interface StoredReplyRow {
  id: string;
  session_id: string;
  sender: 'ai';
  text: string;
  follow_ups: string[];
  created_at: Date;
  remembered: boolean;
  memory_now: string | null;
}

// Chat messages commit without waiting for the disk (ASYNC_COMMIT): a crash of the database
// itself could lose the last fraction of a second of them, never corrupt or half-write one,
// and the wait would cost a quarter of a millisecond each. Accounts, consents and donations
// keep the default, synchronous commit. set_config(..., true) holds until this statement's
// own commit, which is when PostgreSQL reads it.
const ASYNC_COMMIT = "set_config('synchronous_commit', 'off', true) AS async_commit";

// Stores what the person said, only in their own session of the topic, and reads what a
// reply needs. The INSERT runs only when the session is the caller's; the reads see the
// session as it was before it (one snapshot), so `earlier` never holds the new message.
const RECEIVE = new PreparedStatement<ConversationRow>(
  'chat_receive',
  `WITH own AS (SELECT id, uid, replies FROM chat_sessions WHERE id = $1 AND uid = $2 AND topic = $3),
        said AS (INSERT INTO chat_messages (session_id, sender, text) SELECT id, 'user', $5 FROM own RETURNING id)
   SELECT own.id, ${ASYNC_COMMIT}, u.uid IS NOT NULL AS has_profile, u.name, u.avatar, u.response_style, u.memory,
          COALESCE((SELECT json_agg(json_build_object('sender', m.sender, 'text', m.text) ORDER BY m.created_at)
                      FROM (SELECT sender, text, created_at FROM chat_messages WHERE session_id = own.id ORDER BY created_at DESC LIMIT $4) m), '[]') AS earlier,
          own.replies
     FROM own LEFT JOIN users u ON u.uid = own.uid`,
);

// Stores a complete reply, counts it on its session and, when $4, writes the pastoral memory
// $6 unless it no longer holds $7; the sub-select sees the memory as it was before (same snapshot).
const STORE_REPLY = new PreparedStatement<StoredReplyRow>(
  'chat_store_reply',
  `WITH said AS (INSERT INTO chat_messages (session_id, sender, text, follow_ups) VALUES ($1, 'ai', $2, $3)
                 RETURNING id, session_id, sender, text, follow_ups, created_at),
        counted AS (UPDATE chat_sessions SET replies = replies + 1 WHERE id = $1),
        kept AS (UPDATE users SET memory = $6, updated_at = now()
                  WHERE $4::boolean AND uid = $5 AND memory IS NOT DISTINCT FROM $7 RETURNING 1)
   SELECT said.id, said.session_id, said.sender, said.text, said.follow_ups, said.created_at, ${ASYNC_COMMIT},
          EXISTS (SELECT 1 FROM kept) AS remembered, (SELECT memory FROM users WHERE uid = $5) AS memory_now
     FROM said`,
);

/** Chat and prayer sessions and their messages, each person's own. */
@Injectable()
export class ChatService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(MessageReactionEntity) private readonly reactions: Repository<MessageReactionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const row = isUuid(id) ? (await RECEIVE.run(this.dataSource, [id, caller.uid, topic, recent, text]))[0] : undefined;
    if (!row) throw new AppError(404, 'SESSION_NOT_FOUND', 'We could not find that conversation.');
    return {
      sessionId: row.id,
      profile: row.has_profile ? { name: row.name, avatar: row.avatar, responseStyle: row.response_style, memory: row.memory } : null,
      earlier: row.earlier,
      replies: row.replies,
    };
  }

  /**
   * Stores a complete AI reply and, in the same statement, the pastoral memory it leads to.
   * The memory is written only while it is still what the conversation read (`memory.read`):
   * one cleared while the reply was written stays cleared. Answers the stored message and
   * whether the memory was written; when it was not, `memoryNow` is what it holds instead.
   */
  async storeReply(sessionId: string, text: string, followUps: string[] = [], memory?: MemoryChange): Promise<StoredReply> {
    const rows = await STORE_REPLY.run(this.dataSource, [sessionId, text, followUps, memory !== undefined, memory?.uid ?? null, memory?.next ?? null, memory?.read ?? null]);
    const row = rows[0];
    return {
      message: Object.assign(new ChatMessageEntity(), {
        id: row.id,
        sessionId: row.session_id,
        sender: row.sender,
        text: row.text,
        followUps: row.follow_ups,
        createdAt: row.created_at,
      }),
      remembered: row.remembered,
      memoryNow: row.memory_now,
    };
  }

  /** Writes the pastoral memory only while it still holds `read`. */
  async rememberIfUnchanged({ uid, read, next }: MemoryChange): Promise<void> {
    await this.messages.query('UPDATE users SET memory = $2, updated_at = now() WHERE uid = $1 AND memory IS NOT DISTINCT FROM $3', [uid, next, read]);
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
