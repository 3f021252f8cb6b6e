import { Module } from '@nestjs/common';
import { CompanionEngine } from './companion-engine.service.js';
import { CompanionResolver } from './companion.resolver.js';
import { PastoralMemoryService } from './pastoral-memory.service.js';

/** The companions' catalogue, the engine every conversation goes through, and the pastoral memory. */
@Module({ providers: [CompanionResolver, CompanionEngine, PastoralMemoryService], exports: [CompanionEngine, PastoralMemoryService] })
export class CompanionModule {}
