import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LOGGER, type Logger } from '../../../common/logging/logging.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { MailOutboxEntity } from '../mail-outbox.entity.js';
import type { MailMessage, MailPort } from '../mail.port.js';

/**
 * Development mail: the message goes to the outbox table and the log. Bodies
 * can hold reset links, so outside development and test the log gets only the
 * envelope.
 */
@Injectable()
export class LogMailAdapter implements MailPort {
  readonly driver = 'log' as const;

  constructor(
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly config: AppConfig,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const row = await this.outbox.save(
      this.outbox.create({
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
        driver: this.driver,
        status: 'logged',
        error: null,
      }),
    );
    const body = this.config.isProduction ? {} : { text: message.text };
    this.logger.info(
      { mail: { id: row.id, to: message.to, subject: message.subject, ...body } },
      'mail written to the outbox (MAIL_DRIVER=log)',
    );
  }
}
