import { SetMetadata } from '@nestjs/common';

export type RateLimitName = 'signIn' | 'signUp' | 'passwordReset' | 'waitlist' | 'donate';

export const RATE_LIMIT = 'rate-limit:name';

/** Counts each call against the named limit, per client address and per e-mail in the input. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);
