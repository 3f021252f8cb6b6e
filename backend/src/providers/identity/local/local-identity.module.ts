import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JwksController, LocalIdentityController } from './local-identity.controller.js';
import { LocalCredentialEntity } from './local-credential.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { RefreshSessionEntity } from './refresh-session.entity.js';
import { SigningKeyEntity } from './signing-key.entity.js';
import { LocalIdentityService } from './local-identity.service.js';
import { RevocationModule } from '../revocation/revocation.module.js';
import { TokenSigner } from './token-signer.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([LocalCredentialEntity, RefreshSessionEntity, PasswordResetTokenEntity, SigningKeyEntity]),
    RevocationModule,
  ],
  controllers: [LocalIdentityController, JwksController],
  providers: [LocalIdentityService, TokenSigner],
  exports: [LocalIdentityService],
})
export class LocalIdentityModule {}
