import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { LOGGER, type Logger } from '../../../common/logging/logging.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { MailOutboxEntity } from '../mail-outbox.entity.js';
import type { MailMessage, MailPort } from '../mail.port.js';

/**
 * Development mail: the outbox table and the log are the mailbox, so there the body is
 * the delivery and stays until the retention job purges it (7 days). Bodies can hold
 * reset links, so in production (where this driver is a misconfiguration: nothing reaches
 * anyone) only the envelope is kept or logged.
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
        bodyText: this.config.isProduction ? null : message.text,
        bodyHtml: this.config.isProduction ? null : (message.html ?? null),
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
