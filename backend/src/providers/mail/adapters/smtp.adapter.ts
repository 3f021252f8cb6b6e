import { Injectable } from '@nestjs/common';
import type { MailPort } from '../mail.port.js';

@Injectable()
export class SmtpMailAdapter implements MailPort {
  readonly driver = 'smtp' as const;
}
