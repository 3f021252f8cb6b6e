import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { selectDriver } from '../select-driver.js';
import { LogMailAdapter } from './adapters/log.adapter.js';
import { SmtpMailAdapter } from './adapters/smtp.adapter.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { MAIL_PORT } from './mail.port.js';

@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [selectDriver(MAIL_PORT, 'mail', { log: LogMailAdapter, smtp: SmtpMailAdapter }), MailOutboxService],
  exports: [MAIL_PORT, MailOutboxService],
})
export class MailModule {}
