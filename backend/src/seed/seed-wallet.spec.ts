import { randomSource } from './seed-nurses';
import { seededWallet } from './seed-wallet';

const TODAY = new Date('2026-11-26T00:00:00Z');

describe('seededWallet', () => {
  it('holds three RN licences, the home one multistate in a compact state, and BLS and ACLS', () => {
    const { licences, certifications } = seededWallet(7, 41, 'TX', TODAY, randomSource(1));
    expect(licences.map(({ state, multistate, residenceState }) => ({ state, multistate, residenceState }))[0]).toEqual({
      state: 'TX',
      multistate: true,
      residenceState: 'TX',
    });
    expect(licences).toHaveLength(3);
    expect(new Set(licences.map(({ state }) => state)).size).toBe(3);
    expect(licences.slice(1).every(({ multistate, residenceState }) => !multistate && residenceState === null)).toBe(true);
    expect(certifications.map(({ name }) => name)).toEqual(['BLS', 'ACLS']);
    expect([...licences, ...certifications].every(({ userId }) => userId === 7)).toBe(true);
  });

  it('keeps a home licence single-state where the state is not in the compact', () => {
    const [home] = seededWallet(1, 1, 'CA', TODAY, randomSource(2)).licences;
    expect(home).toMatchObject({ state: 'CA', multistate: false, residenceState: null });
  });

  it('issues each entry two years before it expires, expiring from a month ago to two years ahead', () => {
    const random = randomSource(3);
    const entries = Array.from({ length: 200 }, (_, serial) => seededWallet(serial, serial, 'FL', TODAY, random)).flatMap(
      ({ licences, certifications }) => [...licences, ...certifications],
    );
    for (const { issueDate, expiryDate } of entries) {
      expect(Number(expiryDate!.slice(0, 4)) - Number(issueDate!.slice(0, 4))).toBe(2);
      expect(expiryDate! >= '2026-10-27' && expiryDate! <= '2028-12-25').toBe(true);
    }
    expect(new Set(entries.map(({ expiryDate }) => expiryDate)).size).toBeGreaterThan(300);
  });

  it('is the same for the same random source', () => {
    expect(seededWallet(5, 5, 'OH', TODAY, randomSource(9))).toEqual(seededWallet(5, 5, 'OH', TODAY, randomSource(9)));
  });
});
