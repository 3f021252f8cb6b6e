import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { FeedbackService } from './feedback.service.js';

@Controller('api')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  /** The spec's reaction call: `{ message_id, reaction, user_email }`; the email is not read (identity is the token's). */
  @Post('feedback')
  @HttpCode(200)
  async react(@CurrentUser() caller: VerifiedIdentity, @Body() body: { message_id?: unknown; reaction?: unknown }) {
    return {
      message_id: body?.message_id,
      reaction: await this.feedback.react(caller, body?.message_id, body?.reaction ?? null),
    };
  }
}
