import type { TestApp } from '../e2e/support/test-app.js';
import { createAccount, type TestAccount } from './accounts.js';

/** An account ready to give, straight after sign-up as in the onboarding flow (donations are @CheckRevoked). */
export function createDonor(t: TestApp): Promise<TestAccount> {
  return createAccount(t);
}
