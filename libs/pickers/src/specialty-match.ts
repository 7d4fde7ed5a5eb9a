import { fuzzyMatchSpecialties, resolveSpecialty, searchSpecialties, SPECIALTY_FUZZY_LIMIT } from '@nurse/catalogue';

/** Onboarding shows at most this many of the fuzzy matches. */
export const ONBOARDING_SUGGESTIONS_SHOWN = 5;

export type SpecialtyMatch =
  { kind: 'matched'; name: string } | { kind: 'duplicate'; name: string } | { kind: 'invalid' } | { kind: 'empty' };

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** True when the list holds this name, ignoring case. */
export function listHas(list: readonly string[], name: string): boolean {
  return list.some((item) => sameName(item, name));
}

/**
 * The specialty matching rule of onboarding: the exact name or synonym; otherwise the first
 * typo-forgiving suggestion; otherwise invalid ('Invalid specialty'). A name already in `taken` is a
 * duplicate and is not added again.
 */
export function matchSpecialty(text: string, taken: readonly string[]): SpecialtyMatch {
  if (text.trim() === '') return { kind: 'empty' };
  const name = resolveSpecialty(text);
  if (!name) return { kind: 'invalid' };
  return listHas(taken, name) ? { kind: 'duplicate', name } : { kind: 'matched', name };
}

/** Onboarding's suggestions while typing: typo-forgiving, 10 considered, 5 shown, chosen ones left out. */
export function onboardingSpecialtySuggestions(text: string, exclude: readonly string[]): string[] {
  return fuzzyMatchSpecialties(text, SPECIALTY_FUZZY_LIMIT, exclude).slice(0, ONBOARDING_SUGGESTIONS_SHOWN);
}

/** The profile dialogs' suggestions: substring search, at most `limit` (8 on the profile), no duplicates. */
export function dialogSpecialtySuggestions(text: string, exclude: readonly string[], limit: number): string[] {
  return searchSpecialties(text, limit, exclude);
}

/** Adds a name unless the list already holds it (ignoring case); returns a new list. */
export function addUnique(list: readonly string[], name: string): string[] {
  return listHas(list, name) ? [...list] : [...list, name];
}

export function removeItem(list: readonly string[], name: string): string[] {
  return list.filter((item) => !sameName(item, name));
}
