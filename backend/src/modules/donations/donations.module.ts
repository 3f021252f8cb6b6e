import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationEntity, DonationEventEntity } from './donation.entity.js';
import { DonationsController } from './donations.controller.js';
import { DonationsResolver } from './donations.resolver.js';
import { DonationsService } from './donations.service.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([DonationEntity, DonationEventEntity])],
  controllers: [DonationsController, SandboxCheckoutController],
  providers: [DonationsService, DonationsResolver],
  exports: [DonationsService],
})
export class DonationsModule {}
