import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { FirebaseIdentityAdapter } from './adapters/firebase.adapter.js';
import { LocalIdentityAdapter } from './adapters/local.adapter.js';
import { IDENTITY_PORT } from './identity.port.js';
import { LocalIdentityModule } from './local/local-identity.module.js';
import { RevocationModule } from './revocation/revocation.module.js';

/**
 * Chosen at boot rather than per request: with IDENTITY_DRIVER=firebase the
 * local provider's tables, keys and /identity routes do not exist at all.
 */
@Module({})
export class IdentityModule {
  static forRoot(config: AppConfig): DynamicModule {
    const local = config.driver('identity') === 'local';
    return {
      module: IdentityModule,
      imports: local ? [LocalIdentityModule, RevocationModule] : [RevocationModule],
      providers: [{ provide: IDENTITY_PORT, useClass: local ? LocalIdentityAdapter : FirebaseIdentityAdapter }],
      exports: [IDENTITY_PORT],
    };
  }
}
