import { matchesChips } from './specialty-filter';

describe('matchesChips', () => {
  it('lets everything through when no chip is selected', () => {
    expect(matchesChips('Oncology', [])).toBe(true);
  });

  it('matches when either contains the other, whatever the case', () => {
    expect(matchesChips('Critical Care', ['critical care'])).toBe(true);
    expect(matchesChips('Critical Care', ['Care'])).toBe(true);
    expect(matchesChips('Operating Room', ['Operating Room Nursing'])).toBe(true);
    expect(matchesChips('Pediatrics', ['Oncology', 'pediatrics'])).toBe(true);
  });

  it('compares whole words, not letters inside them', () => {
    expect(matchesChips('ER', ['Operating Room'])).toBe(false);
    expect(matchesChips('ER', ['Labor & Delivery'])).toBe(false);
    expect(matchesChips('Critical Care', ['Critic'])).toBe(false);
  });

  it('matches a specialty and a chip the catalogue knows as the same', () => {
    expect(matchesChips('ER', ['Emergency Medicine'])).toBe(true);
    expect(matchesChips('Labor & Delivery', ['Obstetrics'])).toBe(true);
    expect(matchesChips('Nephrology', ['renal'])).toBe(true);
  });

  it('does not match unrelated or blank chips', () => {
    expect(matchesChips('Oncology', ['Pediatrics'])).toBe(false);
    expect(matchesChips('Oncology', ['  '])).toBe(false);
  });
});
