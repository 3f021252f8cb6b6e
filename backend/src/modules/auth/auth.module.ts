import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../profile/user.entity.js';
import { AuthController } from './auth.controller.js';
import { SignupPhaseEntity, StaffAuditEntity, WaitlistEntryEntity } from './auth.entities.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { SignupGateService } from './signup-gate.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SignupPhaseEntity, WaitlistEntryEntity, StaffAuditEntity])],
  controllers: [AuthController],
  providers: [AuthService, SignupGateService, AuthResolver],
})
export class AuthModule {}
