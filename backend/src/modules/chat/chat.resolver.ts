import { Int, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatService } from './chat.service.js';

@Resolver()
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Mutation(() => Int, { description: "Deletes all the caller's chat and prayer sessions; answers how many went." })
  clearChatHistory(@CurrentUser() caller: VerifiedIdentity): Promise<number> {
    return this.chat.clearHistory(caller);
  }
}
