import { describe, expect, it } from '@jest/globals';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it.each([
    ['Short1', 'Password must be at least 8 characters long.'],
    ['lowercase only', 'Password must contain at least one uppercase letter.'],
    ['UPPERCASE ONLY', 'Password must contain at least one lowercase letter.'],
    [`Aa${'x'.repeat(300)}`, 'Password must be at most 256 characters long.'],
  ])('refuses %j with the spec message', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts eight characters with both cases, including letters beyond ASCII', () => {
    expect(passwordProblem('Abcdefgh')).toBeNull();
    expect(passwordProblem('Ébène déjà')).toBeNull();
  });
});
