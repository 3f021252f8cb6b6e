import { Module } from '@nestjs/common';
import { selectDriver } from '../select-driver.js';
import { LocalIdentityAdapter } from './adapters/local.adapter.js';
import { FirebaseIdentityAdapter } from './adapters/firebase.adapter.js';
import { IDENTITY_PORT } from './identity.port.js';

@Module({
  providers: [selectDriver(IDENTITY_PORT, 'identity', { local: LocalIdentityAdapter, firebase: FirebaseIdentityAdapter })],
  exports: [IDENTITY_PORT],
})
export class IdentityModule {}
