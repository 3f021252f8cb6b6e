import { Args, Query, Resolver } from '@nestjs/graphql';
import { StaffOnly } from '../../../common/auth/auth.decorators.js';
import { dateRangeInvalid } from '../companion.errors.js';
import { SafetyEventsService } from './safety-events.service.js';
import { SafetyEventCount } from './safety.model.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

@Resolver()
export class SafetyResolver {
  constructor(private readonly events: SafetyEventsService) {}

  @StaffOnly()
  @Query(() => [SafetyEventCount], {
    description:
      'Counts of crisis referrals and stopped model output per day, for the yearly report companion-chatbot laws ask for.',
  })
  safetyEventCounts(@Args('from') from: string, @Args('to') to: string): Promise<SafetyEventCount[]> {
    const start = DAY.test(from) ? Date.parse(`${from}T00:00:00Z`) : NaN;
    const end = DAY.test(to) ? Date.parse(`${to}T00:00:00Z`) : NaN;
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start || (end - start) / 86_400_000 >= MAX_DAYS)
      throw dateRangeInvalid();
    return this.events.daily(from, to);
  }
}
