import { memberCountText, readByText, typingText } from './group-texts';

describe('readByText', () => {
  it('says nothing until another member read it', () => {
    expect(readByText(0, 2)).toBeNull();
  });
  it('counts the readers, and says everyone once all did', () => {
    expect(readByText(1, 2)).toBe('Read by 1');
    expect(readByText(2, 2)).toBe('Read by everyone');
  });
});

describe('typingText', () => {
  it('names one, two, or two and how many more, by first name', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Bea Hart'])).toBe('Bea is typing…');
    expect(typingText(['Bea Hart', 'Cleo Lane'])).toBe('Bea and Cleo are typing…');
    expect(typingText(['Bea Hart', 'Cleo Lane', 'Dora M'])).toBe('Bea, Cleo and 1 other are typing…');
    expect(typingText(['A', 'B', 'C', 'D'])).toBe('A, B and 2 others are typing…');
  });
});

it('counts members', () => {
  expect(memberCountText(1)).toBe('1 member');
  expect(memberCountText(3)).toBe('3 members');
});
