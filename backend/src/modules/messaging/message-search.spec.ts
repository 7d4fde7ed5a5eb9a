import { foldForSearch, foldWithOffsets } from '../../database/search-fold';
import { SNIPPET_LENGTH, messageSnippet, searchWords } from './message-search';

const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);
const whole = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('searchWords', () => {
  it('splits on any white space, folds case and accents and drops repeats', () => {
    expect(searchWords('  Café \n night\tCAFE ')).toEqual(['cafe', 'night']);
  });
});

describe('foldForSearch', () => {
  it('lowers case and drops accents, ASCII or not', () => {
    expect(foldForSearch('Night SHIFT')).toBe('night shift');
    expect(foldForSearch('Crème Brûlée à Zoë')).toBe('creme brulee a zoe');
  });

  it('maps each folded unit back to the character it came from', () => {
    const { folded, starts, ends } = foldWithOffsets('aÉ😀b');
    expect(folded).toBe('ae😀b');
    expect(starts).toEqual([0, 1, 2, 2, 4]);
    expect(ends).toEqual([1, 2, 4, 4, 5]);
  });
});

describe('messageSnippet', () => {
  it('marks every searched word in a short message, case and accents aside, keeping the text as written', () => {
    const segments = messageSnippet('Coffee at the Café after the NIGHT shift?', searchWords('cafe night'));
    expect(whole(segments)).toBe('Coffee at the Café after the NIGHT shift?');
    expect(marked(segments)).toEqual(['Café', 'NIGHT']);
  });

  it('marks a word inside a longer one, as the search matches it', () => {
    expect(marked(messageSnippet('Shifts swapped', ['shift']))).toEqual(['Shift']);
  });

  it('merges overlapping matches into one mark', () => {
    expect(messageSnippet('overtime', ['over', 'vert'])).toEqual([
      { text: 'overt', match: true },
      { text: 'ime', match: false },
    ]);
  });

  it('cuts a long message around the first match, at word boundaries, with ellipses where text is left out', () => {
    const before = 'word '.repeat(40);
    const after = ' more'.repeat(40);
    const segments = messageSnippet(`${before}the handover checklist${after}`, ['handover']);
    const text = whole(segments);
    expect(text.startsWith('…word ')).toBe(true);
    expect(text.endsWith('more…')).toBe(true);
    expect(marked(segments)).toEqual(['handover']);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    // Some text before the match is kept for context.
    expect(text.indexOf('handover')).toBeGreaterThan(20);
  });

  it('does not mark a match outside the shown part', () => {
    const content = `handover ${'x '.repeat(100)}handover`;
    const segments = messageSnippet(content, ['handover']);
    expect(marked(segments)).toEqual(['handover']);
    expect(segments.at(-1)).toEqual({ text: expect.stringMatching(/…$/), match: false });
  });

  it('reads line breaks as spaces', () => {
    expect(whole(messageSnippet('See you\n\nat the unit', ['unit']))).toBe('See you at the unit');
  });

  it('shows the start with nothing marked when no word is found', () => {
    expect(messageSnippet('Thanks for connecting', ['zzz'])).toEqual([{ text: 'Thanks for connecting', match: false }]);
  });

  it('marks characters outside the basic plane whole', () => {
    expect(marked(messageSnippet('Great 😀 shift', ['😀']))).toEqual(['😀']);
  });
});
