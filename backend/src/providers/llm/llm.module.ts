import { Module } from '@nestjs/common';
import { selectDriver } from '../select-driver.js';
import { OfflineLlmAdapter } from './adapters/offline.adapter.js';
import { OpenAiLlmAdapter } from './adapters/openai.adapter.js';
import { LLM_PORT } from './llm.port.js';

@Module({
  providers: [selectDriver(LLM_PORT, 'llm', { offline: OfflineLlmAdapter, openai: OpenAiLlmAdapter })],
  exports: [LLM_PORT],
})
export class LlmModule {}
