import { describe, expect, it } from '@jest/globals';
import { OfflineLlmAdapter } from '../../providers/llm/adapters/offline.adapter.js';
import type { GenerationRequest } from '../../providers/llm/llm.port.js';
import type { ChatMessageEntity } from './chat-message.entity.js';
import { storeWhenComplete } from './reply-stream.js';

const request: GenerationRequest = {
  system: '',
  messages: [],
  persona: 'pio',
  style: 'default',
  task: {
    kind: 'chat',
    text: 'My mum died last month',
    turn: 0,
    themes: ['grief'],
    crisis: false,
    grounding: { kind: 'sharing' },
    earlier: [],
  },
};

function recorder() {
  const stored: string[] = [];
  const store = (text: string) => {
    stored.push(text);
    return Promise.resolve({ text } as ChatMessageEntity);
  };
  return { stored, store };
}

describe('a reply is stored only when it is complete', () => {
  it('stores the whole reply once the source ends', async () => {
    const { stored, store } = recorder();
    const reply = storeWhenComplete(new OfflineLlmAdapter().stream(request), store);
    let seen = '';
    for await (const piece of reply.pieces) seen += piece;
    expect((await reply.stored).text).toBe(seen.trim());
    expect(stored).toEqual([seen.trim()]);
  });

  it('stores nothing when the person goes away part-way', async () => {
    const { stored, store } = recorder();
    const leaving = new AbortController();
    const reply = storeWhenComplete(new OfflineLlmAdapter().stream(request, leaving.signal), store);
    const reading = (async () => {
      for await (const piece of reply.pieces) {
        void piece;
        leaving.abort();
      }
    })();
    await expect(reading).rejects.toThrow();
    await expect(reply.stored).rejects.toThrow();
    expect(stored).toEqual([]);
  });

  it('stores nothing when the model fails part-way', async () => {
    const { stored, store } = recorder();
    async function* failing(): AsyncIterable<string> {
      yield 'Peace be with you. ';
      throw new Error('connection reset');
    }
    const reply = storeWhenComplete(failing(), store);
    await expect(
      (async () => {
        for await (const piece of reply.pieces) void piece;
      })(),
    ).rejects.toThrow('connection reset');
    await expect(reply.stored).rejects.toThrow('connection reset');
    expect(stored).toEqual([]);
  });
});
