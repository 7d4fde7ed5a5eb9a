import { randomSource, seededNurse } from './seed-nurses';

describe('seededNurse', () => {
  const joinedAt = new Date('2026-01-01T00:00:00.000Z');

  it('is the same for the same serial and seed', () => {
    expect(seededNurse(7, joinedAt, randomSource(1))).toEqual(seededNurse(7, joinedAt, randomSource(1)));
  });

  it('gives every serial its own address and phone, stored as the product stores them', () => {
    const random = randomSource(1);
    const nurses = Array.from({ length: 500 }, (_, serial) => seededNurse(serial + 1, joinedAt, random));
    expect(new Set(nurses.map((nurse) => nurse.email)).size).toBe(500);
    expect(new Set(nurses.map((nurse) => nurse.phone)).size).toBe(500);
    for (const nurse of nurses) {
      expect(nurse.email).toMatch(/^[a-z.]+\d+@[a-z.]+$/);
      expect(nurse.phone).toMatch(/^\d{10}$/);
      expect(nurse.phoneReversed).toBe([...nurse.phone].reverse().join(''));
      expect(nurse.location).toMatch(/^[A-Za-z. ]+, [A-Z]{2}$/);
    }
  });

  it('makes two in three accounts live', () => {
    const random = randomSource(2);
    const statuses = Array.from({ length: 300 }, (_, serial) => seededNurse(serial + 1, joinedAt, random).accountStatus);
    expect(statuses.filter((status) => status === 'live')).toHaveLength(200);
  });
});
