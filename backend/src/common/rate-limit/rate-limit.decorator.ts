import { SetMetadata } from '@nestjs/common';

export type RateLimitName = 'signIn' | 'signUp' | 'passwordReset' | 'waitlist' | 'donate' | 'generate';

export const RATE_LIMIT = 'rate-limit:name';

/** Counts each call against the named limit: per client address, per e-mail in the input, or per signed-in account. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);
