import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { ChatMessageEntity } from '../chat/chat-message.entity.js';
import { ConversationService } from '../chat/conversation.service.js';
import { messageNotFound, reactionInvalid } from './feedback.errors.js';
import { MessageReactionEntity, REACTIONS, type Reaction } from './message-reaction.entity.js';

/** Reactions to the companion's messages, and the staff review of flagged ones. */
@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(MessageReactionEntity) private readonly reactions: Repository<MessageReactionEntity>,
    private readonly conversations: ConversationService,
  ) {}

  /**
   * Sets the caller's reaction to an AI message in one of their sessions (replacing any
   * other), or clears it with null. Someone else's message is not found.
   */
  async react(caller: VerifiedIdentity, messageId: unknown, reaction: unknown): Promise<Reaction | null> {
    if (reaction !== null && !REACTIONS.includes(reaction as Reaction)) throw reactionInvalid();
    const message = await this.conversations.aiMessageOf(caller, messageId);
    if (!message) throw messageNotFound();
    if (reaction === null) {
      await this.reactions.delete({ messageId: message.id, uid: caller.uid });
      return null;
    }
    await this.reactions.upsert({ messageId: message.id, uid: caller.uid, reaction: reaction as Reaction }, [
      'messageId',
      'uid',
    ]);
    return reaction as Reaction;
  }

  /** Every reaction the person set, oldest first, for their data export. */
  reactionsOf(uid: string): Promise<MessageReactionEntity[]> {
    return this.reactions.find({ where: { uid }, order: { createdAt: 'ASC' } });
  }

  /** Account deletion. Reactions go with their messages too; this also catches any the cascade would not. */
  async deleteReactionsOf(uid: string, manager: EntityManager): Promise<void> {
    await manager.delete(MessageReactionEntity, { uid });
  }

  /** Flagged AI messages, newest first, for staff review. */
  async flagged(limit: number): Promise<{ message: ChatMessageEntity; flaggedAt: Date }[]> {
    const flags = await this.reactions.find({ where: { reaction: 'flag' }, order: { createdAt: 'DESC' }, take: limit });
    const messages = await this.conversations.messagesByIds(flags.map((flag) => flag.messageId));
    const byId = new Map(messages.map((message) => [message.id, message]));
    return flags.flatMap((flag) => {
      const message = byId.get(flag.messageId);
      return message ? [{ message, flaggedAt: flag.createdAt }] : [];
    });
  }
}
