import { createHash, randomBytes } from 'node:crypto';

/**
 * A conversation's id is handed out before anything is stored (the session is written with
 * its first message), so the id itself says who may begin it, and as what: 8 random bytes,
 * then 8 bytes of a hash of those with the person's uid and the topic, laid out as a
 * version-8 uuid. Only that person's first message of that topic can create the session;
 * anyone else's use of the id finds nothing, exactly like a missing conversation. No secret
 * is needed: nobody can act as another uid, whose token they do not hold.
 */
function tag(uid: string, topic: string, nonce: Buffer): Buffer {
  return createHash('sha256').update(uid).update('\0').update(topic).update('\0').update(nonce).digest().subarray(0, 8);
}

function toUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newSessionId(uid: string, topic: string): string {
  const nonce = randomBytes(8);
  nonce[6] = (nonce[6] & 0x0f) | 0x80; // version 8
  const bytes = Buffer.concat([nonce, tag(uid, topic, nonce)]);
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  return toUuid(bytes);
}

/** True when `id` (a well-formed uuid) was handed out to `uid` for `topic`. */
export function isSessionIdOf(id: string, uid: string, topic: string): boolean {
  const bytes = Buffer.from(id.replaceAll('-', ''), 'hex');
  const expected = tag(uid, topic, bytes.subarray(0, 8));
  expected[0] = (expected[0] & 0x3f) | 0x80;
  return expected.equals(bytes.subarray(8, 16));
}
