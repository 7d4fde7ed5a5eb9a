/** Cards show a nurse's first three specialties and how many more she has. */
export const SPECIALTIES_ON_CARD = 3;

export function shownSpecialties(specialties: readonly string[]): { shown: string[]; more: number } {
  return { shown: specialties.slice(0, SPECIALTIES_ON_CARD), more: Math.max(0, specialties.length - SPECIALTIES_ON_CARD) };
}
