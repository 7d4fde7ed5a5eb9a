import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the term in wildcards', () => {
    expect(containsPattern('ann')).toBe('%ann%');
  });

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
