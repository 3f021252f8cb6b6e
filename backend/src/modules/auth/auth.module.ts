import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileModule } from '../profile/profile.module.js';
import { AuthController } from './auth.controller.js';
import { SignupPhaseEntity } from './signup-phase.entity.js';
import { StaffAuditEntity } from './staff-audit.entity.js';
import { WaitlistEntryEntity } from './waitlist-entry.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { SignupGateService } from './signup-gate.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SignupPhaseEntity, WaitlistEntryEntity, StaffAuditEntity]), ProfileModule],
  controllers: [AuthController],
  providers: [AuthService, SignupGateService, AuthResolver],
  exports: [SignupGateService],
})
export class AuthModule {}
