import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { CompanionModule } from '../companion/companion.module.js';
import { PrayerController } from './prayer.controller.js';
import { PrayerResolver } from './prayer.resolver.js';
import { PrayerService } from './prayer.service.js';

@Module({
  imports: [ChatModule, CompanionModule],
  controllers: [PrayerController],
  providers: [PrayerService, PrayerResolver],
})
export class PrayerModule {}
