import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import { isUuid } from '../../common/validation/is-uuid.js';
import { PreparedStatement } from '../../database/prepared-statement.js';
import { memoryCompareAndSet, type MemoryChange, type MemoryWrite } from '../companion/pastoral-memory.service.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatSessionEntity, type Topic } from './chat-session.entity.js';
import { isSessionIdOf } from './session-id.js';

/** What the companion reads of the person's profile (null: no profile yet). */
export interface ConversationProfile {
  name: string | null;
  avatar: string | null;
  responseStyle: 'default' | 'precise';
  memory: string | null;
}

/** A conversation as a new message finds it. */
export interface OpenConversation {
  sessionId: string;
  profile: ConversationProfile | null;
  /** The pastoral memory as stored (sealed), for the compare-and-set of its next write. */
  memoryStored: string | null;
  /** The latest earlier messages, oldest first (never the new one). */
  earlier: { sender: 'user' | 'ai'; text: string }[];
  /** How many replies the session held before this message. */
  replies: number;
}

export interface StoredReply extends MemoryWrite {
  message: ChatMessageEntity;
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

// What a reply needs of the person, beside a conversation row `c` (with c.uid).
const READER = `${ASYNC_COMMIT}, u.uid IS NOT NULL AS has_profile, u.name, u.avatar, u.response_style, u.memory`;

// Stores what the person said, only in their own session of the topic, and reads what a
// reply needs. The INSERT runs only when the session is the caller's; the reads see the
// session as it was before it (one snapshot), so `earlier` never holds the new message.
const RECEIVE = new PreparedStatement<ConversationRow>(
  'chat_receive',
  `WITH own AS (SELECT id, uid, replies FROM chat_sessions WHERE id = $1 AND uid = $2 AND topic = $3),
        said AS (INSERT INTO chat_messages (session_id, sender, text) SELECT id, 'user', $5 FROM own RETURNING id)
   SELECT own.id, ${READER},
          COALESCE((SELECT json_agg(json_build_object('sender', m.sender, 'text', m.text) ORDER BY m.created_at)
                      FROM (SELECT sender, text, created_at FROM chat_messages WHERE session_id = own.id ORDER BY created_at DESC LIMIT $4) m), '[]') AS earlier,
          own.replies
     FROM own LEFT JOIN users u ON u.uid = own.uid`,
);

// A conversation's first message: the session is written with it, under the id handed
// out to this person when it was opened (session-id.ts). An id already taken writes nothing
// and answers no row.
const BEGIN = new PreparedStatement<ConversationRow>(
  'chat_begin',
  `WITH made AS (INSERT INTO chat_sessions (id, uid, topic) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id, uid),
        said AS (INSERT INTO chat_messages (session_id, sender, text) SELECT id, 'user', $4 FROM made RETURNING id)
   SELECT made.id, ${READER}, '[]'::json AS earlier, 0 AS replies
     FROM made LEFT JOIN users u ON u.uid = made.uid`,
);

// Stores a complete reply, counts it on its session and, when $4, writes the pastoral memory
// $6 unless it no longer holds $7; the sub-select sees the memory as it was before (same snapshot).
const STORE_REPLY = new PreparedStatement<StoredReplyRow>(
  'chat_store_reply',
  `WITH said AS (INSERT INTO chat_messages (session_id, sender, text, follow_ups) VALUES ($1, 'ai', $2, $3)
                 RETURNING id, session_id, sender, text, follow_ups, created_at),
        counted AS (UPDATE chat_sessions SET replies = replies + 1 WHERE id = $1),
        kept AS (${memoryCompareAndSet({ uid: '$5', next: '$6', read: '$7' })} AND $4::boolean RETURNING 1)
   SELECT said.id, said.session_id, said.sender, said.text, said.follow_ups, said.created_at, ${ASYNC_COMMIT},
          EXISTS (SELECT 1 FROM kept) AS remembered, (SELECT memory FROM users WHERE uid = $5) AS memory_now
     FROM said`,
);

/** Every statement about conversations: sessions and their messages, each person's own. */
@Injectable()
export class ConversationStore {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly encryption: EncryptionService,
  ) {}

  /** A conversation row with what it holds in clear. */
  private async toOpenConversation(row: ConversationRow): Promise<OpenConversation> {
    const [memory, ...earlier] = await this.encryption.openAll([row.memory ?? '', ...row.earlier.map((m) => m.text)]);
    return {
      sessionId: row.id,
      profile: row.has_profile
        ? { name: row.name, avatar: row.avatar, responseStyle: row.response_style, memory: row.memory && memory }
        : null,
      memoryStored: row.memory,
      earlier: row.earlier.map((message, index) => ({ sender: message.sender, text: earlier[index] })),
      replies: row.replies,
    };
  }

  /** Stored messages with their words in clear. */
  private async opened(messages: ChatMessageEntity[]): Promise<ChatMessageEntity[]> {
    const counts = messages.map((message) => message.followUps.length);
    const clear = await this.encryption.openAll(messages.flatMap((message) => [message.text, ...message.followUps]));
    let at = 0;
    return messages.map((message, index) => {
      message.text = clear[at];
      message.followUps = clear.slice(at + 1, at + 1 + counts[index]);
      at += 1 + counts[index];
      return message;
    });
  }

  /**
   * Stores what the person said in their own session `id` of `topic`, writing the session
   * with it when this is its first message, and answers what a reply needs, usually in one
   * round trip. Null, with nothing written, when the id is anyone else's or of the other topic.
   */
  async receive(
    uid: string,
    id: unknown,
    topic: Topic,
    text: string,
    recent: number,
  ): Promise<OpenConversation | null> {
    if (!isUuid(id)) return null;
    const sealed = (await this.encryption.sealerFor({ uid })).seal(text);
    const existing = (await RECEIVE.run(this.dataSource, [id, uid, topic, recent, sealed]))[0];
    if (existing) return this.toOpenConversation(existing);
    if (!isSessionIdOf(id, uid, topic)) return null;
    const begun = (await BEGIN.run(this.dataSource, [id, uid, topic, sealed]))[0];
    if (begun) return this.toOpenConversation(begun);
    // Taken meanwhile, by this person's own first message sent twice at once.
    const raced = (await RECEIVE.run(this.dataSource, [id, uid, topic, recent, sealed]))[0];
    return raced ? this.toOpenConversation(raced) : null;
  }

  /**
   * Stores a complete AI reply and, in the same statement, the pastoral memory change it
   * leads to (written only while the memory still holds what the conversation read).
   */
  async storeReply(
    uid: string,
    sessionId: string,
    text: string,
    followUps: string[],
    memory?: MemoryChange,
  ): Promise<StoredReply> {
    const sealer = await this.encryption.sealerFor({ uid });
    const values = [
      sessionId,
      sealer.seal(text),
      followUps.map((followUp) => sealer.seal(followUp)),
      memory !== undefined,
      memory?.uid ?? null,
      memory ? sealer.seal(memory.next) : null,
      memory?.readStored ?? null,
    ];
    const [row] = await STORE_REPLY.run(this.dataSource, values);
    const message = Object.assign(new ChatMessageEntity(), {
      id: row.id,
      sessionId: row.session_id,
      sender: row.sender,
      text,
      followUps,
      createdAt: row.created_at,
    });
    return {
      message,
      remembered: row.remembered,
      memoryNow: await this.encryption.open(row.memory_now),
      memoryNowStored: row.memory_now,
    };
  }

  /** The person's latest sessions of a topic, newest first; only conversations with messages. */
  listSessions(uid: string, topic: Topic, limit: number): Promise<ChatSessionEntity[]> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.uid = :uid AND s.topic = :topic', { uid, topic })
      .andWhere('EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id)')
      .orderBy('s.created_at', 'DESC')
      .take(limit)
      .getMany();
  }

  /** Every session of the person, both topics, oldest first (their data export). */
  allSessionsOf(uid: string): Promise<ChatSessionEntity[]> {
    return this.sessions.find({ where: { uid }, order: { createdAt: 'ASC' } });
  }

  findSession(uid: string, id: unknown): Promise<ChatSessionEntity | null> {
    return isUuid(id) ? this.sessions.findOneBy({ id, uid }) : Promise.resolve(null);
  }

  async messagesOf(sessionId: string): Promise<ChatMessageEntity[]> {
    return this.opened(await this.messages.find({ where: { sessionId }, order: { createdAt: 'ASC' } }));
  }

  /** One of the person's AI messages, or null. */
  async aiMessageOf(uid: string, messageId: unknown): Promise<ChatMessageEntity | null> {
    if (!isUuid(messageId)) return null;
    const message = await this.messages.findOne({
      where: { id: messageId, sender: 'ai', session: { uid } },
      relations: { session: true },
    });
    return message && (await this.opened([message]))[0];
  }

  async messagesByIds(ids: string[]): Promise<ChatMessageEntity[]> {
    return ids.length ? this.opened(await this.messages.findBy({ id: In(ids) })) : [];
  }

  /** Deletes every session (and, by cascade, every message) of the person; answers how many went. */
  async deleteSessionsOf(uid: string): Promise<number> {
    return (await this.sessions.delete({ uid })).affected ?? 0;
  }
}
