import { Field, ID, ObjectType } from '@nestjs/graphql';
import { isCrisisReferral } from '../companion/safety/crisis.js';
import type { ChatMessageEntity } from './chat-message.entity.js';
import type { SessionSummary } from './conversation.service.js';

@ObjectType({ description: 'One message of a chat or prayer session.' })
export class ChatMessage {
  @Field(() => ID)
  id: string;

  @Field({ description: "'user' or 'ai'." })
  sender: string;

  @Field()
  text: string;

  @Field()
  timestamp: Date;

  @Field(() => [String], { description: 'Suggested replies (chat only).' })
  followUps: string[];

  @Field({
    description:
      'True for a reply that began with crisis lines: the client keeps a way to help in view for the rest of the conversation.',
  })
  crisis: boolean;
}

@ObjectType({ description: 'A chat or prayer session of the caller.' })
export class ChatSession {
  @Field(() => ID)
  id: string;

  @Field({ description: "'chat' or 'prayer'." })
  topic: string;

  @Field()
  createdAt: Date;

  @Field(() => [ChatMessage])
  messages: ChatMessage[];
}

const referred = (message: ChatMessageEntity) => message.sender === 'ai' && isCrisisReferral(message.text);

export const toChatMessage = (message: ChatMessageEntity): ChatMessage => ({
  id: message.id,
  sender: message.sender,
  text: message.text,
  timestamp: message.createdAt,
  followUps: message.followUps,
  crisis: referred(message),
});

/** The spec's REST shape: `{ id, sender, text, timestamp, follow_ups }`. */
export const toRestMessage = (message: ChatMessageEntity) => ({
  id: message.id,
  sender: message.sender,
  text: message.text,
  timestamp: message.createdAt.toISOString(),
  follow_ups: message.followUps,
  crisis: referred(message),
});

export const toRestSession = (session: SessionSummary, messages?: ChatMessageEntity[]) => ({
  id: session.id,
  topic: session.topic,
  created_at: session.createdAt.toISOString(),
  ...(messages ? { messages: messages.map(toRestMessage) } : {}),
});

export const toChatSession = (session: SessionSummary, messages: ChatMessageEntity[] = []): ChatSession => ({
  id: session.id,
  topic: session.topic,
  createdAt: session.createdAt,
  messages: messages.map(toChatMessage),
});
