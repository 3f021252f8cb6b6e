import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../../common/auth/auth.decorators.js';
import { toRestPassage } from './scripture.model.js';
import { ScriptureService } from './scripture.service.js';

/** `GET /api/scripture?reference=John 3:16`: public, like a Bible on a shelf. */
@Public()
@Controller('api/scripture')
export class ScriptureController {
  constructor(private readonly scripture: ScriptureService) {}

  @Get()
  get(@Query('reference') reference: unknown) {
    return toRestPassage(this.scripture.passage(reference));
  }
}
