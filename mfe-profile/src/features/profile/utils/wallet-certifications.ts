import type { Certification } from '@nurse/api-client';
import { ADVANCED_CERTIFICATIONS, BASIC_CERTIFICATIONS } from '@nurse/catalogue';

const key = (name: string) => name.trim().toLowerCase();
const LISTED = new Map<string, string>([...BASIC_CERTIFICATIONS, ...ADVANCED_CERTIFICATIONS].map((name) => [key(name), name]));

/** The names of the certifications her wallet holds, spelt as the profile's lists spell them ('acls' is 'ACLS'). */
export function walletCertificationNames(certifications: readonly Pick<Certification, 'name'>[]): Set<string> {
  return new Set(certifications.map(({ name }) => LISTED.get(key(name)) ?? name.trim()));
}

/**
 * The ticks of a checkbox list where the wallet's certifications are ticked and cannot be unticked:
 * what she declares is what she ticked, less what only the wallet gave.
 */
export function declaredFromTicks(ticked: readonly string[], declared: readonly string[], held: ReadonlySet<string>): string[] {
  return ticked.filter((name) => !held.has(name) || declared.includes(name));
}
