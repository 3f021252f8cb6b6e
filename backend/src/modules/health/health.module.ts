import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { LifecycleService } from './lifecycle.service.js';

@Global()
@Module({
  controllers: [HealthController],
  providers: [HealthService, LifecycleService],
  exports: [LifecycleService],
})
export class HealthModule {}
