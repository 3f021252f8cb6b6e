import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanionModule } from '../companion/companion.module.js';
import { LiturgyModule } from '../liturgy/liturgy.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { BibleController } from './bible.controller.js';
import { WordReflectionEntity } from './word-reflection.entity.js';
import { BibleResolver } from './bible.resolver.js';
import { BibleService } from './bible.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WordReflectionEntity]), CompanionModule, LiturgyModule, ProfileModule],
  controllers: [BibleController],
  providers: [BibleService, BibleResolver],
  exports: [BibleService],
})
export class BibleModule {}
