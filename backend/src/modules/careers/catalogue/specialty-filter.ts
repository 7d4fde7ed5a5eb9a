import { sameSpecialtyArea } from '@nurse/catalogue';

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
 * The chip filter of jobs and learning (the interests screen, the assistant, the career plan): with no
 * chip selected every item matches. When the catalogue knows both the item's specialty and the chip, it
 * decides: the same specialty or care area matches (ER and Emergency Medicine, MICU and Critical Care),
 * any other does not (NICU is not ICU, though its long name holds "intensive care"). Otherwise they match
 * when one contains the other by whole words, ignoring case, so the ER listing does not match an
 * "Operating" chip for the letters "er" inside it.
 */
export function matchesChips(specialty: string, chips: readonly string[]): boolean {
  if (chips.length === 0) return true;
  const own = wordsOf(specialty);
  return chips.some((chip) => {
    const selected = wordsOf(chip);
    if (selected.length === 0) return false;
    return sameSpecialtyArea(specialty, chip) ?? (containsWords(own, selected) || containsWords(selected, own));
  });
}
