import { BadRequestException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { AppError } from './app-error.js';
import { describeError } from './describe-error.js';

describe('describeError', () => {
  it('keeps our own errors as they are', () => {
    const described = describeError(new AppError(429, 'RATE_LIMITED', 'Slow down, please.', { 'Retry-After': '30' }));
    expect(described).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down, please.',
      headers: { 'Retry-After': '30' },
      unexpected: false,
    });
  });

  it('gives Nest HTTP exceptions a stable code and a plain message', () => {
    expect(describeError(new NotFoundException('Cannot GET /api/x'))).toMatchObject({
      status: 404,
      code: 'ROUTE_NOT_FOUND',
    });
    expect(describeError(new BadRequestException('internal detail'))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(describeError(new BadRequestException('internal detail')).message).not.toContain('internal detail');
  });

  it('never lets an unknown error say what went wrong inside', () => {
    const described = describeError(new Error('relation "users" does not exist at SELECT * FROM users'));
    expect(described).toMatchObject({ status: 500, code: 'INTERNAL', unexpected: true });
    expect(described.message).not.toMatch(/relation|SELECT/);
  });
});
