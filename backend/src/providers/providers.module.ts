import { Global, Module } from '@nestjs/common';
import { IdentityModule } from './identity/identity.module.js';
import { LlmModule } from './llm/llm.module.js';
import { MailModule } from './mail/mail.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PushModule } from './push/push.module.js';
import { SpeechModule } from './speech/speech.module.js';

const CAPABILITIES = [LlmModule, IdentityModule, PaymentsModule, SpeechModule, PushModule, MailModule];

/** Every outside capability, each behind its port, available to all modules. */
@Global()
@Module({ imports: CAPABILITIES, exports: CAPABILITIES })
export class ProvidersModule {}
