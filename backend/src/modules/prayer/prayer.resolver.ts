import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { countryFromLanguages } from '../companion/safety/crisis.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ChatMessage, toChatMessage } from '../chat/chat.model.js';
import { PrayerService } from './prayer.service.js';

@Resolver()
export class PrayerResolver {
  constructor(private readonly prayer: PrayerService) {}

  @Mutation(() => ChatMessage, {
    description:
      'Forms a prayer from an intention in one of the caller’s prayer sessions (the REST door also streams it).',
  })
  @RateLimit('generate')
  async sendPrayer(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('text') text: string,
    @Context('req') req: Request,
  ): Promise<ChatMessage> {
    return toChatMessage(
      await this.prayer.pray(caller, sessionId, text, {
        country: countryFromLanguages(req.headers['accept-language']),
      }),
    );
  }
}
