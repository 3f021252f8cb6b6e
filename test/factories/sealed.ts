import { expect } from '@jest/globals';
import { EncryptionService, isSealed } from '../../backend/src/common/crypto/encryption.service.js';
import type { TestApp } from '../e2e/support/test-app.js';

/**
 * What a confided value read straight from the database says, after checking it is sealed
 * at rest: every test that reads messages, memory or studies from the tables checks the
 * encryption on the way.
 */
export async function unsealed(t: TestApp, value: string): Promise<string>;
export async function unsealed(t: TestApp, value: string | null): Promise<string | null>;
export async function unsealed(t: TestApp, value: string | null): Promise<string | null> {
  if (value === null) return null;
  expect(isSealed(value)).toBe(true);
  return t.app.get(EncryptionService).open(value);
}

/** The same for every text of rows read from chat_messages (text and follow_ups). */
export async function unsealedMessages<T extends { text: string; follow_ups?: string[] }>(
  t: TestApp,
  rows: T[],
): Promise<T[]> {
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      text: await unsealed(t, row.text),
      ...(row.follow_ups ? { follow_ups: await Promise.all(row.follow_ups.map((f) => unsealed(t, f))) } : {}),
    })),
  );
}

/** A value sealed for a person as the app would store it (to set up a state in the tables). */
export function sealedFor(t: TestApp, uid: string, text: string): Promise<string> {
  return t.app.get(EncryptionService).seal({ uid }, text);
}

/** Word reflections in clear: shared ones are stored as they are, personal studies sealed. */
export async function readableReflections<T extends { text: string; uid?: string | null }>(
  t: TestApp,
  rows: T[],
): Promise<T[]> {
  const clear = await t.app.get(EncryptionService).openAll(rows.map((row) => row.text));
  return rows.map((row, index) => ({ ...row, text: clear[index] }));
}
