import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat/chat.module.js';
import { CompanionModule } from '../companion/companion.module.js';
import { UserEntity } from '../profile/user.entity.js';
import { PrayerController } from './prayer.controller.js';
import { PrayerResolver } from './prayer.resolver.js';
import { PrayerService } from './prayer.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ChatModule, CompanionModule],
  controllers: [PrayerController],
  providers: [PrayerService, PrayerResolver],
})
export class PrayerModule {}
