import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentEntity } from './consent.entity.js';
import { ConsentService } from './consent.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileResolver } from './profile.resolver.js';
import { ProfileService } from './profile.service.js';
import { UserEntity } from './user.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ConsentEntity])],
  controllers: [ProfileController],
  providers: [ProfileService, ConsentService, ProfileResolver],
  exports: [ProfileService, ConsentService],
})
export class ProfileModule {}
