import { describe, expect, it } from '@jest/globals';
import { isUuid } from '../../common/validation/is-uuid.js';
import { isSessionIdOf, newSessionId } from './session-id.js';

describe('conversation ids handed out before the conversation is stored', () => {
  it('are well-formed uuids, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSessionId('anna', 'chat')));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('8');
    }
  });

  it('belong to the person and topic they were handed to, and to nobody else', () => {
    const id = newSessionId('anna', 'chat');
    expect(isSessionIdOf(id, 'anna', 'chat')).toBe(true);
    expect(isSessionIdOf(id, 'ben', 'chat')).toBe(false);
    expect(isSessionIdOf(id, 'anna', 'prayer')).toBe(false);
    expect(isSessionIdOf(id.toUpperCase(), 'anna', 'chat')).toBe(true);
  });

  it('a random uuid, or one altered in a single place, is nobody’s', () => {
    expect(isSessionIdOf('6f1c2a4e-8b3d-4c1a-9e2f-0a1b2c3d4e5f', 'anna', 'chat')).toBe(false);
    const id = newSessionId('anna', 'chat');
    const altered = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    expect(isSessionIdOf(altered, 'anna', 'chat')).toBe(false);
  });
});
