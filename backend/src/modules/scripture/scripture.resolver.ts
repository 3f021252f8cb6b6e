import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/auth.decorators.js';
import { ScripturePassage } from './scripture.model.js';
import { ScriptureService } from './scripture.service.js';

@Resolver()
export class ScriptureResolver {
  constructor(private readonly scripture: ScriptureService) {}

  @Public()
  @Query(() => ScripturePassage, {
    description: 'A passage by its reference (John 3:16, Psalm 23:1-3), from the Catholic Public Domain Version.',
  })
  scripturePassage(@Args('reference') reference: string): ScripturePassage {
    return this.scripture.passage(reference);
  }
}
