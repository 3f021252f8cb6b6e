import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatService } from './chat.service.js';

@Controller('api')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** The spec's path carries the uid; it must be the caller's own. */
  @Delete('chat-sessions/user/:uid')
  @HttpCode(200)
  async clearHistory(@CurrentUser() caller: VerifiedIdentity, @Param('uid') uid: string): Promise<{ deleted: number }> {
    return { deleted: await this.chat.clearHistory(caller, uid) };
  }
}
