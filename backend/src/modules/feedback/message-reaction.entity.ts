import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const REACTIONS = ['heart', 'copy', 'share', 'flag'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** A person's reaction to one AI message (one per person and message). */
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
