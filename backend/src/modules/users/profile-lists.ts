/** A profile field stored as comma-separated text (states, certifications, licence types) as a list. */
export function profileList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
