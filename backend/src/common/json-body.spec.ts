import { findJsonProblem } from './json-body';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('findJsonProblem', () => {
  it('accepts ordinary bodies, scalars and nesting up to the limit', () => {
    expect(findJsonProblem({ email: 'ann@example.org', tags: ['a', { b: [1, null, true] }] })).toBeNull();
    expect(findJsonProblem(null)).toBeNull();
    expect(findJsonProblem('text')).toBeNull();
    expect(findJsonProblem(nested(32))).toBeNull();
    expect(findJsonProblem({ name: 'Zoë 👩‍⚕️' })).toBeNull();
  });

  it('refuses nesting one level over the limit, and far deeper without overflowing the stack', () => {
    expect(findJsonProblem(nested(33))).toBe('too-deep');
    expect(findJsonProblem(nested(4), 3)).toBe('too-deep');
    expect(findJsonProblem(nested(200_000))).toBe('too-deep');
  });

  it('refuses a lone surrogate in a value, a list entry or a key', () => {
    expect(findJsonProblem({ email: 'a\ud800@example.com' })).toBe('invalid-unicode');
    expect(findJsonProblem({ emails: ['ok@example.org', '\udc00'] })).toBe('invalid-unicode');
    expect(findJsonProblem({ ['\ud83d']: 1 })).toBe('invalid-unicode');
    expect(findJsonProblem('\ud83d\ude00')).toBeNull();
  });
});
