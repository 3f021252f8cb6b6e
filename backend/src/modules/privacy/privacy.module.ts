import { Module } from '@nestjs/common';
import { LegacySealingService } from './legacy-sealing.service.js';
import { RetentionService } from './retention.service.js';

/** The privacy page's promises that run by themselves: retention, and sealing what earlier versions kept in clear. */
@Module({
  providers: [RetentionService, LegacySealingService],
  exports: [RetentionService],
})
export class PrivacyModule {}
