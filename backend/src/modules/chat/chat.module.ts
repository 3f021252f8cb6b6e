import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanionModule } from '../companion/companion.module.js';
import { ChatReplyService } from './chat-reply.service.js';
import { ChatController } from './chat.controller.js';
import { ChatMessageEntity, ChatSessionEntity, MessageReactionEntity } from './chat.entities.js';
import { ChatResolver } from './chat.resolver.js';
import { ChatService } from './chat.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ChatSessionEntity, ChatMessageEntity, MessageReactionEntity]), CompanionModule],
  controllers: [ChatController],
  providers: [ChatService, ChatReplyService, ChatResolver],
  exports: [ChatService],
})
export class ChatModule {}
