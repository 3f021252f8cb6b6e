import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ChatSessionEntity } from './chat-session.entity.js';

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
