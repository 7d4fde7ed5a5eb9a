import { foldForSearch, foldWithOffsets } from '../../database/search-fold';

/** A piece of a snippet: text as written, and whether it is one of the searched words. */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

/** The most characters a snippet shows, and how many of them come before the first match. */
export const SNIPPET_LENGTH = 120;
export const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

/**
 * The words of a search, each folded as the search compares text (lower case, no accents), without
 * repeats: every one must appear in a message for it to match.
 */
export function searchWords(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/u).filter(Boolean).map(foldForSearch))].filter(Boolean);
}

/** Where each word occurs in `folded`, as [start, end) ranges in order, overlapping ones merged. */
function matchRanges(folded: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `at` moved back to the start of its word when the word starts at most `slack` characters before it. */
function wordStart(text: string, at: number, slack: number): number {
  for (let index = at; index > 0 && at - index <= slack; index -= 1) if (/\s/u.test(text[index - 1])) return index;
  return at;
}

/** `at` moved back to the end of the word before, when one ends at most `slack` characters before it. */
function wordEnd(text: string, at: number, slack: number): number {
  if (at >= text.length) return text.length;
  for (let index = at; index > 0 && at - index <= slack; index -= 1) if (/\s/u.test(text[index])) return index;
  return at;
}

/**
 * The part of a message around the first match of any of `words` (folded, as searchWords gives
 * them): about SNIPPET_LENGTH characters, starting a little before the match at a word's start,
 * with "…" where text was left out and every match inside it marked. Line breaks read as spaces.
 * A message with no match (the database compared differently) shows its start, nothing marked.
 */
export function messageSnippet(content: string, words: readonly string[]): SnippetSegment[] {
  const { folded, starts, ends } = foldWithOffsets(content);
  const ranges = matchRanges(folded, words).map(([from, to]): [number, number] => [starts[from], ends[to - 1]]);
  const first = ranges[0]?.[0] ?? 0;
  const from = first <= SNIPPET_LEAD ? 0 : wordStart(content, first - SNIPPET_LEAD, 15);
  const to = from + SNIPPET_LENGTH >= content.length ? content.length : wordEnd(content, from + SNIPPET_LENGTH, 20);

  const segments: SnippetSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  if (from > 0) push(ELLIPSIS, false);
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const [markFrom, markTo] = [Math.max(start, from), Math.min(end, to)];
    push(content.slice(at, markFrom), false);
    push(content.slice(markFrom, markTo), true);
    at = markTo;
  }
  push(content.slice(at, to), false);
  if (to < content.length) push(ELLIPSIS, false);
  return segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/gu, ' ') }));
}
