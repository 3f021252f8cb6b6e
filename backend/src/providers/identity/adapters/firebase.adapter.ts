import { Injectable } from '@nestjs/common';
import type { IdentityPort } from '../identity.port.js';

@Injectable()
export class FirebaseIdentityAdapter implements IdentityPort {
  readonly driver = 'firebase' as const;
}
