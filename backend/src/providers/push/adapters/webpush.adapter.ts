import { Injectable } from '@nestjs/common';
import type { PushPort } from '../push.port.js';

@Injectable()
export class WebPushPushAdapter implements PushPort {
  readonly driver = 'webpush' as const;
}
