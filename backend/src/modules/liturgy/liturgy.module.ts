import { Module } from '@nestjs/common';
import { LiturgyController } from './liturgy.controller.js';
import { LiturgyResolver } from './liturgy.resolver.js';
import { LiturgyService } from './liturgy.service.js';

@Module({
  controllers: [LiturgyController],
  providers: [LiturgyService, LiturgyResolver],
  exports: [LiturgyService],
})
export class LiturgyModule {}
