import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { IdentityModule } from './identity/identity.module.js';
import { LlmModule } from './llm/llm.module.js';
import { MailModule } from './mail/mail.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PushModule } from './push/push.module.js';
import { SpeechModule } from './speech/speech.module.js';

/** Every outside capability, each behind its port, available to all modules. */
@Global()
@Module({})
export class ProvidersModule {
  static forRoot(config: AppConfig): DynamicModule {
    const capabilities = [
      LlmModule,
      IdentityModule.forRoot(config),
      PaymentsModule,
      SpeechModule,
      PushModule,
      MailModule,
    ];
    return { module: ProvidersModule, imports: capabilities, exports: capabilities };
  }
}
