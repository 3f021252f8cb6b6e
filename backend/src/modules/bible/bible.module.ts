import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanionModule } from '../companion/companion.module.js';
import { LiturgyModule } from '../liturgy/liturgy.module.js';
import { UserEntity } from '../profile/user.entity.js';
import { BibleController } from './bible.controller.js';
import { WordReflectionEntity } from './bible.entities.js';
import { BibleResolver } from './bible.resolver.js';
import { BibleService } from './bible.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WordReflectionEntity, UserEntity]), CompanionModule, LiturgyModule],
  controllers: [BibleController],
  providers: [BibleService, BibleResolver],
})
export class BibleModule {}
