import { describe, expect, it } from '@jest/globals';
import { assertTestDatabaseUrl } from '../e2e/support/test-database.js';

describe('e2e database guard', () => {
  it('refuses a database whose name lacks "test"', () => {
    expect(() => assertTestDatabaseUrl('postgres://u:p@localhost:5432/ask_seek_knock')).toThrow(
      'its name must contain "test"',
    );
  });

  it('accepts a test database', () => {
    expect(() => assertTestDatabaseUrl('postgres://u:p@localhost:5432/ask_seek_knock_test')).not.toThrow();
  });
});
