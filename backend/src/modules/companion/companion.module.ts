import { Module } from '@nestjs/common';
import { ScriptureModule } from '../scripture/scripture.module.js';
import { CompanionEngine } from './companion-engine.service.js';
import { CompanionResolver } from './companion.resolver.js';
import { PastoralMemoryService } from './pastoral-memory.service.js';
import { SafetyEventsService } from './safety/safety-events.service.js';
import { SafetyResolver } from './safety/safety.resolver.js';

/** The companions' catalogue, the engine every conversation goes through, its safety, and the pastoral memory. */
@Module({
  imports: [ScriptureModule],
  providers: [CompanionResolver, SafetyResolver, CompanionEngine, PastoralMemoryService, SafetyEventsService],
  exports: [CompanionEngine, PastoralMemoryService],
})
export class CompanionModule {}
