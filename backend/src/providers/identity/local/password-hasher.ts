import argon2 from 'argon2';

/**
 * argon2id at 64 MiB, 2 passes, 1 lane: about 120 ms per hash on these
 * machines (bench/: the budget is 50-250 ms). Stored hashes carry their
 * parameters, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 65536, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

// Verifying against this when no account matches keeps sign-in timing the same either way.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
