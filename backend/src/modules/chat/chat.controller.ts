import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatReplyService } from './chat-reply.service.js';
import { toRestSession } from './chat.models.js';
import { ChatService, checkUid } from './chat.service.js';
import { replyOptions, respondWithReply } from './reply-stream.js';

function limitOf(raw: unknown): number {
  if (raw === undefined) return 3;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw new AppError(400, 'LIMIT_INVALID', 'limit must be a whole number from 1 to 50.');
  return limit;
}

/** The spec's chat session doors (section 7). Every uid they carry must be the caller's. */
@Controller('api')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly replies: ChatReplyService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('chat/sessions')
  async sessions(@CurrentUser() caller: VerifiedIdentity, @Query('uid') uid: unknown, @Query('limit') limit: unknown) {
    checkUid(caller, uid);
    return { sessions: (await this.chat.listSessions(caller, limitOf(limit), 'chat')).map((session) => toRestSession(session)) };
  }

  @Post('chat/session')
  @HttpCode(200)
  async create(@CurrentUser() caller: VerifiedIdentity, @Body() body: { uid?: unknown; topic?: unknown }) {
    checkUid(caller, body?.uid);
    return { id: (await this.chat.createSession(caller, body?.topic)).id };
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
    checkUid(caller, body?.user_id);
    const reply = await this.replies.start(caller, body?.chat_session_id, body?.text, replyOptions(req, res));
    await respondWithReply(req, res, reply, this.logger);
  }

  @Get('chat/session/:id')
  async session(@CurrentUser() caller: VerifiedIdentity, @Param('id') id: string, @Query('uid') uid: unknown) {
    checkUid(caller, uid);
    const session = await this.chat.ownSession(caller, id);
    return toRestSession(session, await this.chat.messagesOf(session.id));
  }

  /** The spec's reaction call: `{ message_id, reaction, user_email }`; the email is not read (identity is the token's). */
  @Post('feedback')
  @HttpCode(200)
  async feedback(@CurrentUser() caller: VerifiedIdentity, @Body() body: { message_id?: unknown; reaction?: unknown }) {
    return { message_id: body?.message_id, reaction: await this.chat.react(caller, body?.message_id, body?.reaction ?? null) };
  }

  /** The spec's path carries the uid; it must be the caller's own. */
  @Delete('chat-sessions/user/:uid')
  @HttpCode(200)
  async clearHistory(@CurrentUser() caller: VerifiedIdentity, @Param('uid') uid: string): Promise<{ deleted: number }> {
    return { deleted: await this.chat.clearHistory(caller, uid) };
  }
}
