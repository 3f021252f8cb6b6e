import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, StaffOnly } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { toChatMessage } from '../chat/chat.model.js';
import { FlaggedMessage } from './feedback.model.js';
import { FeedbackService } from './feedback.service.js';

@Resolver()
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  @Mutation(() => String, {
    nullable: true,
    description:
      'Sets the caller’s reaction (heart, copy, share, flag) to an AI message, or clears it with null; answers the reaction now held.',
  })
  reactToMessage(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('messageId', { type: () => ID }) messageId: string,
    @Args('reaction', { type: () => String, nullable: true }) reaction: string | null,
  ): Promise<string | null> {
    return this.feedback.react(caller, messageId, reaction);
  }

  @StaffOnly()
  @Query(() => [FlaggedMessage], { description: 'Flagged AI messages, newest first, for staff review.' })
  async flaggedMessages(
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ): Promise<FlaggedMessage[]> {
    const flagged = await this.feedback.flagged(Math.min(Math.max(limit, 1), 200));
    return flagged.map(({ message, flaggedAt }) => ({ message: toChatMessage(message), flaggedAt }));
  }
}
