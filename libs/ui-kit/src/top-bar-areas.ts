/**
 * Which of the bar's areas she is in. An area's address may name query parameters (Jobs is the
 * Interests screen at its Jobs tab): it matches when the path is the same and every parameter it names
 * has the same value; of several that match, the one naming the most parameters wins, so on the Jobs
 * tab Jobs is marked, not Interests.
 */
export function currentArea(addresses: readonly string[], pathname: string, search: string): string | undefined {
  const here = new URLSearchParams(search);
  let best: { to: string; named: number } | undefined;
  for (const to of addresses) {
    const [path, query = ''] = to.split('?');
    const named = [...new URLSearchParams(query)];
    if (path !== pathname || !named.every(([key, value]) => here.get(key) === value)) continue;
    if (!best || named.length > best.named) best = { to, named: named.length };
  }
  return best?.to;
}
