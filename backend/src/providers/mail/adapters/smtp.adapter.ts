import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { MailOutboxEntity } from '../mail-outbox.entity.js';
import type { MailMessage, MailPort } from '../mail.port.js';
import { mailUnavailable } from '../mail.errors.js';

/** Real delivery through any SMTP server named by SMTP_URL. */
@Injectable()
export class SmtpMailAdapter implements MailPort, OnModuleDestroy {
  readonly driver = 'smtp' as const;
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(
    @InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>,
    config: AppConfig,
  ) {
    // Bounded waits: a slow mail server must not hold a request open for minutes.
    this.transport = nodemailer.createTransport({
      url: config.env.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.from = config.env.MAIL_FROM ?? `${config.env.APP_NAME} <${config.env.SUPPORT_EMAIL}>`;
  }

  async send(message: MailMessage): Promise<void> {
    // The record keeps what delivery needs to be traced, never the body: a reset link
    // must not outlive its sending (issue 18). The retention job purges rows after 7 days.
    const record = {
      toAddress: message.to,
      subject: message.subject,
      bodyText: null,
      bodyHtml: null,
      driver: this.driver,
    };
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      await this.outbox.save(
        this.outbox.create({ ...record, status: 'failed', error: String((error as Error).message).slice(0, 500) }),
      );
      throw mailUnavailable(error);
    }
    await this.outbox.save(this.outbox.create({ ...record, status: 'sent', error: null }));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
