import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { checkOwnUid } from '../../common/auth/own-uid.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { replyOptions, respondWithReply } from '../chat/reply-stream.js';
import { PrayerService } from './prayer.service.js';

interface PrayerBody {
  chat_session_id?: unknown;
  text?: unknown;
  // The spec's body also carries sender, profile, user_email and user_id; identity and
  // profile come from the token and the server, so those are not read.
  user_id?: unknown;
}

/** `POST /api/prayer/message`: JSON by default, server-sent events when asked for. */
@Controller('api/prayer')
export class PrayerController {
  constructor(
    private readonly prayer: PrayerService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('message')
  @HttpCode(200)
  @RateLimit('generate')
  async message(
    @CurrentUser() caller: VerifiedIdentity,
    @Body() body: PrayerBody,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    checkOwnUid(caller, body?.user_id);
    // Validation and storing the intention happen before any byte is sent, so bad input
    // is still a plain 4xx with our error body.
    const reply = await this.prayer.start(caller, body?.chat_session_id, body?.text, replyOptions(req, res));
    await respondWithReply(req, res, reply, this.logger);
  }
}
