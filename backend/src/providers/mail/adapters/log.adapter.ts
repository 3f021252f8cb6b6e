import { Injectable } from '@nestjs/common';
import type { MailPort } from '../mail.port.js';

@Injectable()
export class LogMailAdapter implements MailPort {
  readonly driver = 'log' as const;
}
