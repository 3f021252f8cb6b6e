import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { LOGGER, type Logger } from '../logging/logging.module.js';
import { EncryptionService } from './encryption.service.js';
import { KeyRing } from './key-ring.js';

/** Encryption at rest, for every module that keeps what people confide. */
@Global()
@Module({
  providers: [
    {
      provide: KeyRing,
      inject: [AppConfig, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => KeyRing.fromConfig(config, logger),
    },
    EncryptionService,
  ],
  exports: [KeyRing, EncryptionService],
})
export class CryptoModule {}
