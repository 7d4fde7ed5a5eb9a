import { prefixRange } from './prefix-range';

describe('prefixRange', () => {
  it('ends just past every value with the prefix', () => {
    expect(prefixRange('ann')).toEqual({ from: 'ann', to: 'ano' });
    expect(prefixRange('5559')).toEqual({ from: '5559', to: '555:' });
  });

  it('moves a whole character on, not half of it', () => {
    expect(prefixRange('jos😀')).toEqual({ from: 'jos😀', to: 'jos😁' });
  });

  it('holds exactly the values that start with the prefix', () => {
    const { from, to } = prefixRange('ann');
    const inRange = (value: string) => value >= from && value < to;
    expect(['ann', 'ann@x.org', 'annz'].every(inRange)).toBe(true);
    expect(['an', 'anm@x.org', 'ano', 'bob'].some(inRange)).toBe(false);
  });
});
