import { Module } from '@nestjs/common';
import { selectDriver } from '../select-driver.js';
import { DisabledSpeechAdapter } from './adapters/disabled.adapter.js';
import { OpenAiSpeechAdapter } from './adapters/openai.adapter.js';
import { SPEECH_PORT } from './speech.port.js';

@Module({
  providers: [selectDriver(SPEECH_PORT, 'speech', { disabled: DisabledSpeechAdapter, openai: OpenAiSpeechAdapter })],
  exports: [SPEECH_PORT],
})
export class SpeechModule {}
