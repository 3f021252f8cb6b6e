import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { countryFromLanguages } from '../companion/safety/crisis.js';
import { ChatMessage, ChatSession, toChatMessage, toChatSession } from './chat.model.js';
import { ConversationService } from './conversation.service.js';

@Resolver()
export class ChatResolver {
  constructor(private readonly conversations: ConversationService) {}

  @Mutation(() => ChatMessage, {
    description:
      'Sends a message in one of the caller’s chat sessions and answers the companion’s reply with its follow-ups (the REST door also streams it). A session id from createChatSession is stored with its first message.',
  })
  @RateLimit('generate')
  async sendChatMessage(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('text') text: string,
    @Context('req') req: Request,
  ): Promise<ChatMessage> {
    return toChatMessage(
      await this.conversations.sendChat(caller, sessionId, text, {
        country: countryFromLanguages(req.headers['accept-language']),
      }),
    );
  }

  @Mutation(() => ChatSession, {
    description:
      "Opens a conversation of topic 'chat' or 'prayer': answers its id. Nothing is stored until its first message, so it is listed only from then on.",
  })
  createChatSession(@CurrentUser() caller: VerifiedIdentity, @Args('topic') topic: string): ChatSession {
    return toChatSession(this.conversations.openSession(caller, topic));
  }

  @Query(() => [ChatSession], {
    description:
      "The caller's latest conversations of a topic that have messages, newest first (messages not included).",
  })
  async chatSessions(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('topic', { defaultValue: 'chat' }) topic: string,
    @Args('limit', { type: () => Int, defaultValue: 3 }) limit: number,
  ): Promise<ChatSession[]> {
    return (await this.conversations.listSessions(caller, limit, topic)).map((session) => toChatSession(session));
  }

  @Query(() => ChatSession, {
    description: 'One of the caller’s sessions with its messages; anyone else’s is not found.',
  })
  async chatSession(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ChatSession> {
    const { session, messages } = await this.conversations.ownSession(caller, id);
    return toChatSession(session, messages);
  }

  @Mutation(() => Int, { description: "Deletes all the caller's chat and prayer sessions; answers how many went." })
  clearChatHistory(@CurrentUser() caller: VerifiedIdentity): Promise<number> {
    return this.conversations.clearHistory(caller);
  }
}
