/** Adds a chip to the selection, or takes it out when it is there. */
export function toggle(selected: readonly string[], item: string): string[] {
  return selected.includes(item) ? selected.filter((chosen) => chosen !== item) : [...selected, item];
}

/**
 * The specialties whose people are shown: the chips she selected, or with none selected her own
 * specialties and interests, each once.
 */
export function filterSpecialties(selected: readonly string[], experienced: readonly string[], interested: readonly string[]): string[] {
  return selected.length > 0 ? [...selected] : [...new Set([...experienced, ...interested])];
}
