import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { describeError } from '../../common/errors/describe-error.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { checkUid } from '../chat/chat.service.js';
import { toRestMessage } from '../chat/chat.models.js';
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
  async message(@CurrentUser() caller: VerifiedIdentity, @Body() body: PrayerBody, @Req() req: Request, @Res() res: Response): Promise<void> {
    const wantsStream = (req.headers.accept ?? '').includes('text/event-stream');
    if (body?.user_id !== undefined) checkUid(caller, body.user_id);
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    // Validation and storing the intention happen before any byte is sent, so bad input
    // is still a plain 4xx with our error body.
    const { pieces, stored } = await this.prayer.start(caller, body?.chat_session_id, body?.text, aborted.signal);
    if (!wantsStream) {
      for await (const piece of pieces) void piece;
      res.json(toRestMessage(await stored));
      return;
    }
    res.status(200).set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    res.flushHeaders();
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      for await (const piece of pieces) send('token', { text: piece });
      send('done', toRestMessage(await stored));
    } catch (error) {
      // Headers are gone: the failure travels as the stream's last event, and nothing
      // half-written was stored.
      const described = describeError(error);
      if (described.unexpected) this.logger.error({ err: error }, 'Prayer stream failed');
      send('error', { code: described.code, message: described.message });
    }
    res.end();
  }
}
