/** Her connections she may still add to a group: not already in it, whose name holds `filter` (any case), by name. */
export function choosableConnections<P extends { id: number; name: string }>(
  connections: readonly P[],
  excludeIds: readonly number[],
  filter: string,
): P[] {
  const wanted = filter.trim().toLocaleLowerCase();
  return connections
    .filter((person) => !excludeIds.includes(person.id) && person.name.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name));
}
