import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat/chat.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackResolver } from './feedback.resolver.js';
import { FeedbackService } from './feedback.service.js';
import { MessageReactionEntity } from './message-reaction.entity.js';

/** Reactions to the companion's messages (`POST /api/feedback`) and the staff review of flagged ones. */
@Module({
  imports: [TypeOrmModule.forFeature([MessageReactionEntity]), ChatModule],
  controllers: [FeedbackController],
  providers: [FeedbackService, FeedbackResolver],
  exports: [FeedbackService],
})
export class FeedbackModule {}
