import { Field, ObjectType } from '@nestjs/graphql';
import { ChatMessage } from '../chat/chat.model.js';

@ObjectType({ description: 'An AI message someone flagged, for staff review.' })
export class FlaggedMessage {
  @Field(() => ChatMessage)
  message: ChatMessage;

  @Field()
  flaggedAt: Date;
}
