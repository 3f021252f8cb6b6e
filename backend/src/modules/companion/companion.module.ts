import { Module } from '@nestjs/common';
import { CompanionEngine } from './companion-engine.service.js';
import { CompanionResolver } from './companion.resolver.js';

/** The companions' catalogue, and the engine every conversation goes through. */
@Module({ providers: [CompanionResolver, CompanionEngine], exports: [CompanionEngine] })
export class CompanionModule {}
