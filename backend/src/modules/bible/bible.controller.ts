import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { checkOwnUid } from '../../common/auth/own-uid.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { toRestReflection } from './bible.model.js';
import { BibleService } from './bible.service.js';

// The spec's bodies also carry chat_session_id, sender, text, avatar_name, profile and
// user_email: the reflection is not part of a chat, the companion and the profile are the
// caller's own on the server, and identity comes from the token, so those are not read.
interface ReadingBody {
  reading_title?: unknown;
  scripture_reference?: unknown;
  date?: unknown;
  user_id?: unknown;
}

interface SaintBody {
  saint_name?: unknown;
  date_str?: unknown;
  user_id?: unknown;
}

/** Today's Word: `POST /api/bible/scripture`, `/saint` and `/reading` (the study). */
@Controller('api/bible')
export class BibleController {
  constructor(private readonly bible: BibleService) {}

  @Post('scripture')
  @HttpCode(200)
  @RateLimit('generate')
  async scripture(@CurrentUser() caller: VerifiedIdentity, @Body() body: ReadingBody) {
    checkOwnUid(caller, body?.user_id);
    return toRestReflection(
      await this.bible.reflectOnReading(caller, body?.date, body?.reading_title, body?.scripture_reference),
    );
  }

  @Post('saint')
  @HttpCode(200)
  @RateLimit('generate')
  async saint(@CurrentUser() caller: VerifiedIdentity, @Body() body: SaintBody) {
    checkOwnUid(caller, body?.user_id);
    return toRestReflection(await this.bible.reflectOnSaint(caller, body?.date_str, body?.saint_name));
  }

  @Post('reading')
  @HttpCode(200)
  @RateLimit('generate')
  async study(@CurrentUser() caller: VerifiedIdentity, @Body() body: ReadingBody) {
    checkOwnUid(caller, body?.user_id);
    return toRestReflection(
      await this.bible.studyReading(caller, body?.date, body?.reading_title, body?.scripture_reference),
    );
  }
}
