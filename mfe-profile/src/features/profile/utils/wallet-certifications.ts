import type { Certification } from '@nurse/api-client';
import { catalogueCertification } from '@nurse/catalogue';

/** The names of the certifications her wallet holds, in the catalogue's spelling where it lists them ('acls' is 'ACLS'). */
export function walletCertificationNames(certifications: readonly Pick<Certification, 'name'>[]): Set<string> {
  return new Set(certifications.map(({ name }) => catalogueCertification(name) ?? name.trim()));
}

/**
 * The ticks of a checkbox list where the wallet's certifications are ticked and cannot be unticked:
 * what she declares is what she ticked, less what only the wallet gave.
 */
export function declaredFromTicks(ticked: readonly string[], declared: readonly string[], held: ReadonlySet<string>): string[] {
  return ticked.filter((name) => !held.has(name) || declared.includes(name));
}
