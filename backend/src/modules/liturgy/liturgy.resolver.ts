import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/auth.decorators.js';
import { LiturgyService } from './liturgy.service.js';
import { MassReadings } from './liturgy.model.js';

@Resolver()
export class LiturgyResolver {
  constructor(private readonly liturgy: LiturgyService) {}

  @Public()
  @Query(() => MassReadings, {
    description: 'The celebration and readings of a date (YYYY-MM-DD, the person’s local date).',
  })
  massReadings(@Args('date') date: string): Promise<MassReadings> {
    return this.liturgy.readings(date);
  }
}
