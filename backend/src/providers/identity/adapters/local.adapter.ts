import { Injectable } from '@nestjs/common';
import type { IdentityPort } from '../identity.port.js';

@Injectable()
export class LocalIdentityAdapter implements IdentityPort {
  readonly driver = 'local' as const;
}
