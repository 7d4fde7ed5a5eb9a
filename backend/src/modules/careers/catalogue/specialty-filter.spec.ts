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

  it('matches the intensive care listings by any of their names, and keeps the neonatal unit apart', () => {
    for (const chip of ['ICU', 'Intensive Care', 'MICU', 'SICU', 'CCU', 'CVICU', 'critical care']) {
      expect(matchesChips('Critical Care', [chip])).toBe(true);
      expect(matchesChips('ICU', [chip])).toBe(true);
    }
    expect(matchesChips('Critical Care', ['NICU'])).toBe(false);
    expect(matchesChips('NICU', ['ICU'])).toBe(false);
    expect(matchesChips('Neonatal Intensive Care', ['Intensive Care'])).toBe(false);
    expect(matchesChips('PICU', ['Critical Care'])).toBe(false);
  });

  it('does not match unrelated or blank chips', () => {
    expect(matchesChips('Oncology', ['Pediatrics'])).toBe(false);
    expect(matchesChips('Oncology', ['  '])).toBe(false);
  });
});
