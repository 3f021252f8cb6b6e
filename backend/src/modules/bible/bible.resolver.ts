import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { toWordReflection, WordReflection } from './bible.model.js';
import { BibleService } from './bible.service.js';

@Resolver()
export class BibleResolver {
  constructor(private readonly bible: BibleService) {}

  @Mutation(() => WordReflection, {
    description:
      'A reflection on one of the readings of `date` (YYYY-MM-DD), named by its title and reference as massReadings gives them.',
  })
  @RateLimit('generate')
  async reflectOnReading(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('date') date: string,
    @Args('title') title: string,
    @Args('reference') reference: string,
  ): Promise<WordReflection> {
    return toWordReflection(await this.bible.reflectOnReading(caller, date, title, reference));
  }

  @Mutation(() => WordReflection, {
    description:
      'A reflection on the saint or feast of `date`: its saint, its celebration or one of its optional memorials.',
  })
  @RateLimit('generate')
  async reflectOnSaint(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('date') date: string,
    @Args('name') name: string,
  ): Promise<WordReflection> {
    return toWordReflection(await this.bible.reflectOnSaint(caller, date, name));
  }

  @Mutation(() => WordReflection, {
    description: 'A deeper study of one of the readings of `date`, shaped by the caller’s profile.',
  })
  @RateLimit('generate')
  async studyReading(
    @CurrentUser() caller: VerifiedIdentity,
    @Args('date') date: string,
    @Args('title') title: string,
    @Args('reference') reference: string,
  ): Promise<WordReflection> {
    return toWordReflection(await this.bible.studyReading(caller, date, title, reference));
  }
}
