import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config.js';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { RateLimitName } from './rate-limit.decorator.js';

interface Limiters {
  perIp?: RateLimiterMemory;
  perEmail?: RateLimiterMemory;
  perUser?: RateLimiterMemory;
}

/** Who is asking: the client's address, an e-mail in the input, the verified account. */
export interface Caller {
  ip: string;
  email?: string;
  uid?: string;
}

/**
 * In-memory limits, per process. Enough for one server; a second instance
 * would move them to PostgreSQL (rate-limiter-flexible has a store for it).
 */
@Injectable()
export class RateLimitService {
  private readonly limiters: Record<RateLimitName, Limiters>;
  private readonly enabled: boolean;

  constructor(config: AppConfig) {
    const { env } = config;
    this.enabled = env.RATE_LIMITS === 'on';
    const make = (name: string, limit: { points: number; seconds: number }) =>
      new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds });
    this.limiters = {
      signIn: {
        perIp: make('sign-in-ip', env.RATE_LIMIT_SIGN_IN_PER_IP),
        perEmail: make('sign-in-email', env.RATE_LIMIT_SIGN_IN_PER_EMAIL),
      },
      signUp: {
        perIp: make('sign-up-ip', env.RATE_LIMIT_SIGN_UP_PER_IP),
        perEmail: make('sign-up-email', env.RATE_LIMIT_SIGN_UP_PER_EMAIL),
      },
      passwordReset: {
        perIp: make('reset-ip', env.RATE_LIMIT_RESET_PER_IP),
        perEmail: make('reset-email', env.RATE_LIMIT_RESET_PER_EMAIL),
      },
      waitlist: {
        perIp: make('waitlist-ip', env.RATE_LIMIT_WAITLIST_PER_IP),
        perEmail: make('waitlist-email', env.RATE_LIMIT_WAITLIST_PER_EMAIL),
      },
      donate: { perIp: make('donate-ip', env.RATE_LIMIT_DONATE_PER_IP) },
      generate: { perUser: make('generate-user', env.RATE_LIMIT_GENERATE_PER_USER) },
    };
  }

  /** Spends one attempt; over the limit it throws 429 RATE_LIMITED with Retry-After. */
  async consume(name: RateLimitName, { ip, email, uid }: Caller): Promise<void> {
    if (!this.enabled) return;
    const { perIp, perEmail, perUser } = this.limiters[name];
    try {
      if (perIp) await perIp.consume(ip);
      if (perEmail && email) await perEmail.consume(email.trim().toLowerCase());
      if (perUser && uid) await perUser.consume(uid);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        429,
        ErrorCode.RateLimited,
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
  }
}
