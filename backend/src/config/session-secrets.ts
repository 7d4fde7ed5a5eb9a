import { SECRET_ADVICE, secretWeakness } from './secret-strength';

/** Earlier secrets, one per line or separated by commas; blanks ignored. */
export function splitSecrets(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,\n]/)
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '');
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/**
 * What is wrong with the session secret and the earlier ones kept to verify with. An earlier secret is
 * held to the same rule: were it public, links signed with it could be forged for as long as it verifies.
 * Messages name the variable, never the value.
 */
export function sessionSecretProblems(current: string | undefined, previous: readonly string[]): string[] {
  const problems: string[] = [];
  const weakness = current === undefined ? undefined : secretWeakness(current);
  if (weakness) problems.push(`SESSION_SECRET: ${weakness}; ${SECRET_ADVICE}`);
  if (previous.length > 0 && current === undefined) {
    problems.push('SESSION_SECRET_PREVIOUS: needs SESSION_SECRET (earlier secrets only verify what was signed before it changed)');
  }
  previous.forEach((secret, index) => {
    const problem = secretWeakness(secret);
    if (problem) {
      problems.push(`SESSION_SECRET_PREVIOUS: the ${ordinal(index + 1)} secret ${problem}; leave it out (what it signed stops verifying)`);
    }
  });
  return problems;
}
