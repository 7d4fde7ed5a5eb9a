import { findState, pickState, suggestStates } from './index';

describe('state look-ups', () => {
  it('finds a state by name or code, ignoring case and space', () => {
    expect(findState('ohio')).toEqual({ code: 'OH', name: 'Ohio' });
    expect(findState(' OH ')?.name).toBe('Ohio');
    expect(findState('new york')?.code).toBe('NY');
    expect(findState('Atlantis')).toBeNull();
    expect(findState('')).toBeNull();
  });

  it('suggests at most 5, the exact match first, then names starting with the query', () => {
    expect(suggestStates('new').map((s) => s.code)).toEqual(['NH', 'NJ', 'NM', 'NY']);
    expect(suggestStates('a')).toHaveLength(5);
    expect(suggestStates('a', 10)).toHaveLength(10);
    expect(suggestStates('va')[0].code).toBe('VA');
    expect(suggestStates('kansas').map((s) => s.code)).toEqual(['KS', 'AR']);
    expect(suggestStates(' ')).toEqual([]);
  });

  it('takes the exact match or the first suggestion on Enter', () => {
    expect(pickState('virginia')?.code).toBe('VA');
    expect(pickState('west')?.code).toBe('WV');
    expect(pickState('caro')?.code).toBe('NC');
    expect(pickState('zzz')).toBeNull();
  });
});
