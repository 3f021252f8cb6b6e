import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { inputOf, requestOf } from '../http/execution-request.js';
import { RATE_LIMIT, type RateLimitName } from './rate-limit.decorator.js';
import { RateLimitService } from './rate-limit.service.js';

/** Applies @RateLimit() on REST and GraphQL alike (a plain guard: @nestjs/throttler breaks Jest's ESM mode). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const email = inputOf(context).email;
    const request = requestOf(context);
    // The auth guard runs first, so a signed-in caller is already known here.
    await this.limits.consume(name, {
      ip: request.ip ?? 'unknown',
      email: typeof email === 'string' ? email : undefined,
      uid: request.user?.uid,
    });
    return true;
  }
}
