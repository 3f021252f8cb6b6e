import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const TOPICS = ['chat', 'prayer'] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * A conversation of Ask ('chat') or Knock ('prayer'). A row exists only from its first
 * message on: the id is handed out first, and the row is written with that message.
 */
@Entity('chat_sessions')
export class ChatSessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  uid: string;

  @Column({ type: 'text' })
  topic: Topic;

  /** How many AI replies the session holds; raised by the statement that stores each one. */
  @Column({ type: 'integer', default: 0 })
  replies: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
