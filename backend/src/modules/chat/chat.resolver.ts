import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, StaffOnly } from '../../common/auth/auth.decorators.js';
import { countryFromLanguages } from '../companion/safety/crisis.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { AppError } from '../../common/errors/app-error.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { ChatReplyService } from './chat-reply.service.js';
import { ChatMessage, ChatSession, FlaggedMessage, toChatMessage } from './chat.models.js';
import { ChatService, TOPICS, type Topic } from './chat.service.js';

@Resolver()
export class ChatResolver {
  constructor(
    private readonly chat: ChatService,
    private readonly replies: ChatReplyService,
  ) {}

  @Mutation(() => ChatMessage, { description: 'Sends a message in one of the caller’s chat sessions and answers the companion’s reply with its follow-ups (the REST door also streams it).' })
  @RateLimit('generate')
  async sendChatMessage(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('text') text: string,
    @Context('req') req: Request,
  ): Promise<ChatMessage> {
    return toChatMessage(await this.replies.send(caller, sessionId, text, { country: countryFromLanguages(req.headers['accept-language']) }));
  }

  @Mutation(() => ChatSession, { description: "Starts a session of topic 'chat' or 'prayer'." })
  async createChatSession(@CurrentUser() caller: VerifiedIdentity, @Args('topic') topic: string): Promise<ChatSession> {
    const session = await this.chat.createSession(caller, topic);
    return { id: session.id, topic: session.topic, createdAt: session.createdAt, messages: [] };
  }

  @Query(() => [ChatSession], { description: "The caller's latest sessions of a topic, newest first (messages not included)." })
  async chatSessions(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('topic', { defaultValue: 'chat' }) topic: string,
    @Args('limit', { type: () => Int, defaultValue: 3 }) limit: number,
  ): Promise<ChatSession[]> {
    if (!TOPICS.includes(topic as Topic)) throw new AppError(400, 'TOPIC_INVALID', "topic must be 'chat' or 'prayer'.");
    const sessions = await this.chat.listSessions(caller, Math.min(Math.max(limit, 1), 50), topic as Topic);
    return sessions.map((session) => ({ id: session.id, topic: session.topic, createdAt: session.createdAt, messages: [] }));
  }

  @Query(() => ChatSession, { description: 'One of the caller’s sessions with its messages; anyone else’s is not found.' })
  async chatSession(@CurrentUser() caller: VerifiedIdentity, @Args('id', { type: () => ID }) id: string): Promise<ChatSession> {
    const session = await this.chat.ownSession(caller, id);
    const messages = await this.chat.messagesOf(session.id);
    return { id: session.id, topic: session.topic, createdAt: session.createdAt, messages: messages.map(toChatMessage) };
  }

  @Mutation(() => String, { nullable: true, description: 'Sets the caller’s reaction (heart, copy, share, flag) to an AI message, or clears it with null; answers the reaction now held.' })
  reactToMessage(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('messageId', { type: () => ID }) messageId: string,
    @Args('reaction', { type: () => String, nullable: true }) reaction: string | null,
  ): Promise<string | null> {
    return this.chat.react(caller, messageId, reaction);
  }

  @StaffOnly()
  @Query(() => [FlaggedMessage], { description: 'Flagged AI messages, newest first, for staff review.' })
  async flaggedMessages(@Args('limit', { type: () => Int, defaultValue: 50 }) limit: number): Promise<FlaggedMessage[]> {
    const flagged = await this.chat.flagged(Math.min(Math.max(limit, 1), 200));
    return flagged.map(({ message, flaggedAt }) => ({ message: toChatMessage(message), flaggedAt }));
  }

  @Mutation(() => Int, { description: "Deletes all the caller's chat and prayer sessions; answers how many went." })
  clearChatHistory(@CurrentUser() caller: VerifiedIdentity): Promise<number> {
    return this.chat.clearHistory(caller);
  }
}
