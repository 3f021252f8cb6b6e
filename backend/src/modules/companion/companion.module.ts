import { Module } from '@nestjs/common';
import { CompanionResolver } from './companion.resolver.js';

/** The companions: for now their catalogue; the companion engine joins it with the chat issue. */
@Module({ providers: [CompanionResolver] })
export class CompanionModule {}
