import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { checkOwnUid } from '../../common/auth/own-uid.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { toRestSession } from './chat.model.js';
import { ConversationService } from './conversation.service.js';
import { replyOptions, respondWithReply } from './reply-stream.js';

/** The spec's chat session doors (section 7). Every uid they carry must be the caller's. */
@Controller('api')
export class ChatController {
  constructor(
    private readonly conversations: ConversationService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('chat/sessions')
  async sessions(@CurrentUser() caller: VerifiedIdentity, @Query('uid') uid: unknown, @Query('limit') limit: unknown) {
    checkOwnUid(caller, uid);
    const sessions = await this.conversations.listSessions(caller, limit === undefined ? 3 : Number(limit), 'chat');
    return { sessions: sessions.map((session) => toRestSession(session)) };
  }

  /** Answers a new conversation's id; the conversation is stored with its first message. */
  @Post('chat/session')
  @HttpCode(200)
  create(@CurrentUser() caller: VerifiedIdentity, @Body() body: { uid?: unknown; topic?: unknown }) {
    checkOwnUid(caller, body?.uid);
    return { id: this.conversations.openSession(caller, body?.topic).id };
  }

  /**
   * The spec's body is `{ chat_session_id, sender, text, profile, user_email, user_id }`:
   * identity and profile come from the token and the server, so only the uid is checked.
   * JSON by default; server-sent events when the client accepts them.
   */
  @Post('chat/message')
  @HttpCode(200)
  @RateLimit('generate')
  async message(
    @CurrentUser() caller: VerifiedIdentity,
    @Body() body: { chat_session_id?: unknown; text?: unknown; user_id?: unknown },
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    checkOwnUid(caller, body?.user_id);
    const reply = await this.conversations.chat(caller, body?.chat_session_id, body?.text, replyOptions(req, res));
    await respondWithReply(req, res, reply, this.logger);
  }

  @Get('chat/session/:id')
  async session(@CurrentUser() caller: VerifiedIdentity, @Param('id') id: string, @Query('uid') uid: unknown) {
    checkOwnUid(caller, uid);
    const { session, messages } = await this.conversations.ownSession(caller, id);
    return toRestSession(session, messages);
  }

  /** The spec's path carries the uid; it must be the caller's own. */
  @Delete('chat-sessions/user/:uid')
  @HttpCode(200)
  async clearHistory(@CurrentUser() caller: VerifiedIdentity, @Param('uid') uid: string): Promise<{ deleted: number }> {
    return { deleted: await this.conversations.clearHistory(caller, uid) };
  }
}
