import { firstBelow } from './user-search-index.service';

describe('firstBelow', () => {
  const newestFirst = [90, 70, 50, 30, 10];

  it('finds where the page after a cursor starts', () => {
    expect(firstBelow(newestFirst, 70)).toBe(2);
    expect(firstBelow(newestFirst, 60)).toBe(2);
    expect(firstBelow(newestFirst, 91)).toBe(0);
  });

  it('is past the end after the last id', () => {
    expect(firstBelow(newestFirst, 10)).toBe(5);
    expect(firstBelow([], 10)).toBe(0);
  });
});
