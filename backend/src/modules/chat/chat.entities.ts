import { Column, CreateDateColumn, Entity, ManyToOne, JoinColumn, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';

@Entity('chat_sessions')
export class ChatSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  uid: string;

  @Column({ type: 'text' })
  topic: 'chat' | 'prayer';

  /** How many AI replies the session holds; raised by the statement that stores each one. */
  @Column({ type: 'integer', default: 0 })
  replies: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('chat_messages')
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => ChatSessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session: Relation<ChatSessionEntity>;

  @Column({ type: 'text' })
  sender: 'user' | 'ai';

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'follow_ups', type: 'text', array: true, default: () => "'{}'" })
  followUps: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const REACTIONS = ['heart', 'copy', 'share', 'flag'] as const;
export type Reaction = (typeof REACTIONS)[number];

@Entity('message_reactions')
export class MessageReactionEntity {
  @PrimaryColumn({ name: 'message_id', type: 'uuid' })
  messageId: string;

  @PrimaryColumn({ type: 'text' })
  uid: string;

  @Column({ type: 'text' })
  reaction: Reaction;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
