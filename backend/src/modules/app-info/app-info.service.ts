import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { readVersion } from '../../config/version.js';
import { IDENTITY_PORT, type IdentityPort } from '../../providers/identity/identity.port.js';
import { LLM_PORT, type LlmPort } from '../../providers/llm/llm.port.js';
import { MAIL_PORT, type MailPort } from '../../providers/mail/mail.port.js';
import { PAYMENTS_PORT, type PaymentsPort } from '../../providers/payments/payments.port.js';
import { PUSH_PORT, type PushPort } from '../../providers/push/push.port.js';
import { SPEECH_PORT, type SpeechPort } from '../../providers/speech/speech.port.js';
import type { AppInfo } from './app-info.model.js';

@Injectable()
export class AppInfoService {
  private readonly version = readVersion();

  constructor(
    private readonly config: AppConfig,
    @Inject(LLM_PORT) private readonly llm: LlmPort,
    @Inject(IDENTITY_PORT) private readonly identity: IdentityPort,
    @Inject(PAYMENTS_PORT) private readonly payments: PaymentsPort,
    @Inject(SPEECH_PORT) private readonly speech: SpeechPort,
    @Inject(PUSH_PORT) private readonly push: PushPort,
    @Inject(MAIL_PORT) private readonly mail: MailPort,
  ) {}

  /** Drivers are read from the adapters actually injected, not from settings, so this proves the wiring. */
  getAppInfo(): AppInfo {
    const { env } = this.config;
    return {
      name: env.APP_NAME,
      operatorName: env.OPERATOR_NAME,
      version: this.version,
      environment: env.NODE_ENV,
      supportEmail: env.SUPPORT_EMAIL,
      privacyEmail: env.PRIVACY_EMAIL,
      publicUrl: this.config.publicUrl,
      drivers: [
        { name: 'llm', driver: this.llm.driver },
        { name: 'identity', driver: this.identity.driver },
        { name: 'payments', driver: this.payments.driver },
        { name: 'speech', driver: this.speech.driver },
        { name: 'push', driver: this.push.driver },
        { name: 'mail', driver: this.mail.driver },
      ],
    };
  }
}
