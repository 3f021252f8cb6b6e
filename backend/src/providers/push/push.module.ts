import { Module } from '@nestjs/common';
import { selectDriver } from '../select-driver.js';
import { WebPushPushAdapter } from './adapters/webpush.adapter.js';
import { PUSH_PORT } from './push.port.js';

@Module({
  providers: [selectDriver(PUSH_PORT, 'push', { webpush: WebPushPushAdapter })],
  exports: [PUSH_PORT],
})
export class PushModule {}
