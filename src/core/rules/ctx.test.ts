import { describe, expect, it } from 'vitest';
import { refuse, RuleViolation } from './ctx';

describe('RuleViolation: a refusal is thrown without a stack trace (issue 16 hover tail)', () => {
  it('carries its message and violation but no captured frames, and leaves the stack limit as it was', () => {
    const limit = Error.stackTraceLimit;
    let caught: unknown;
    try {
      refuse('out-of-reach', 'not enough AP: needs 6, has 4', 2);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleViolation);
    expect(caught).toBeInstanceOf(Error);
    const v = caught as RuleViolation;
    expect(v.message).toBe('not enough AP: needs 6, has 4');
    expect(v.violation).toEqual({ code: 'out-of-reach', message: 'not enough AP: needs 6, has 4', shortfall: 2 });
    expect(v.stack ?? '').not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
