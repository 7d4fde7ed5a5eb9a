import { findSpecialty } from '@nurse/catalogue';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

/** Whether `inner`'s words appear together, in order, among `outer`'s. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, offset) => outer[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The interests screen's chip filter: an item matches when its specialty and a selected chip contain
 * each other, ignoring case; with no chip selected every item matches. Containment is by whole words,
 * so the ER listing does not match an "Operating Room" chip for the letters "er" inside "operating";
 * a specialty and a chip that the catalogue knows as the same (ER and Emergency Medicine) match too.
 */
export function matchesChips(specialty: string, chips: readonly string[]): boolean {
  if (chips.length === 0) return true;
  const own = wordsOf(specialty);
  const canonical = findSpecialty(specialty);
  return chips.some((chip) => {
    const selected = wordsOf(chip);
    if (selected.length === 0) return false;
    if (canonical !== null && findSpecialty(chip) === canonical) return true;
    return containsWords(own, selected) || containsWords(selected, own);
  });
}
