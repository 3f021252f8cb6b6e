import { Module } from '@nestjs/common';
import { ScriptureController } from './scripture.controller.js';
import { ScriptureResolver } from './scripture.resolver.js';
import { ScriptureService } from './scripture.service.js';

@Module({
  controllers: [ScriptureController],
  providers: [ScriptureService, ScriptureResolver],
  exports: [ScriptureService],
})
export class ScriptureModule {}
