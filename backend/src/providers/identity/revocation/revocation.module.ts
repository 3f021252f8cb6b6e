import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RevocationService } from './revocation.service.js';
import { TokenRevocationEntity } from './token-revocation.entity.js';

/** Shared by both identity drivers and the local provider, so one process keeps one cache. */
@Module({
  imports: [TypeOrmModule.forFeature([TokenRevocationEntity])],
  providers: [RevocationService],
  exports: [RevocationService],
})
export class RevocationModule {}
