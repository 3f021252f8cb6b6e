import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BibleModule } from '../bible/bible.module.js';
import { CompanionModule } from '../companion/companion.module.js';
import { ChatMessageEntity } from './chat-message.entity.js';
import { ChatSessionEntity } from './chat-session.entity.js';
import { ChatController } from './chat.controller.js';
import { ChatResolver } from './chat.resolver.js';
import { ConversationService } from './conversation.service.js';
import { ConversationStore } from './conversation.store.js';

/** Ask, and the conversations Knock keeps too: other modules use ConversationService, never the store. */
@Module({
  imports: [TypeOrmModule.forFeature([ChatSessionEntity, ChatMessageEntity]), CompanionModule, BibleModule],
  controllers: [ChatController],
  providers: [ConversationService, ConversationStore, ChatResolver],
  exports: [ConversationService],
})
export class ChatModule {}
