import { aJobWrite } from '@nurse/api-client/testing';

/**
 * A whole listing as an administrator writes it (libs/api-client/src/testing/a-job-write.ts); the
 * overrides may be anything, for the tests of refused input.
 */
export function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...aJobWrite(), ...overrides };
}
