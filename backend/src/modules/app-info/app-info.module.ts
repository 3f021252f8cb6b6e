import { Module } from '@nestjs/common';
import { AppInfoController } from './app-info.controller.js';
import { AppInfoResolver } from './app-info.resolver.js';
import { AppInfoService } from './app-info.service.js';

@Module({
  controllers: [AppInfoController],
  providers: [AppInfoService, AppInfoResolver],
})
export class AppInfoModule {}
