import * as catalogue from './index';
import { CITY_SUGGESTION_LIMIT, US_CITIES, isKnownCity, suggestCities } from './cities';
import { foldForMatch } from './text';

describe('US cities', () => {
  it('is a large list of City, ST strings with real state codes', () => {
    expect(US_CITIES.length).toBeGreaterThan(5000);
    const codes = new Set([...catalogue.US_STATE_CODES, 'DC']);
    for (const city of US_CITIES) {
      const match = /^([^,]+), ([A-Z]{2})$/.exec(city);
      expect(match).not.toBeNull();
      expect(codes.has(match![2])).toBe(true);
    }
    expect(US_CITIES).toEqual(expect.arrayContaining(['Los Angeles, CA', 'Houston, TX', 'Columbus, OH']));
  });

  it('is de-duplicated and sorted by name ignoring case and diacritics', () => {
    expect(new Set(US_CITIES).size).toBe(US_CITIES.length);
    for (let i = 1; i < US_CITIES.length; i += 1) {
      const [a, b] = [foldForMatch(US_CITIES[i - 1]), foldForMatch(US_CITIES[i])];
      expect(a <= b).toBe(true);
    }
  });

  it('is not exported by the package index', () => {
    expect(Object.keys(catalogue)).not.toContain('US_CITIES');
    expect(Object.keys(catalogue)).not.toContain('suggestCities');
  });
});

describe('suggestCities', () => {
  it('matches substrings ignoring case, names starting with the query first', () => {
    expect(suggestCities('houston')).toContain('Houston, TX');
    expect(suggestCities('HOUSTON')).toEqual(suggestCities('houston'));
    expect(suggestCities('angeles')).toEqual(expect.arrayContaining(['Los Angeles, CA', 'East Los Angeles, CA']));
    expect(suggestCities('san')[0].toLowerCase().startsWith('san')).toBe(true);
  });

  it('ignores diacritics', () => {
    expect(suggestCities('canon city')).toContain('Cañon City, CO');
  });

  it('returns at most 5, even when asked for more', () => {
    expect(CITY_SUGGESTION_LIMIT).toBe(5);
    expect(suggestCities('a')).toHaveLength(5);
    expect(suggestCities('a', 50)).toHaveLength(5);
    expect(suggestCities('a', 2)).toHaveLength(2);
  });

  it('suggests nothing for a blank or unknown query', () => {
    expect(suggestCities('  ')).toEqual([]);
    expect(suggestCities('zzqxq')).toEqual([]);
  });

  it('knows listed cities', () => {
    expect(isKnownCity(' columbus, oh ')).toBe(true);
    expect(isKnownCity('Atlantis, ZZ')).toBe(false);
  });
});
