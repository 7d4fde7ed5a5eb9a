/**
 * "Read by N" under her own message in a group: nothing while no one else read it, "Read by everyone"
 * once all the other members did. `otherMembers` counts the members beside her.
 */
export function readByText(readByCount: number, otherMembers: number): string | null {
  if (readByCount <= 0) return null;
  if (otherMembers > 0 && readByCount >= otherMembers) return 'Read by everyone';
  return `Read by ${readByCount}`;
}

/** The typing line of a group: who types, by first name, at most two named. */
export function typingText(names: readonly string[]): string {
  const first = names.map((name) => name.split(' ')[0] || name);
  if (first.length === 0) return '';
  if (first.length === 1) return `${first[0]} is typing…`;
  if (first.length === 2) return `${first[0]} and ${first[1]} are typing…`;
  const others = first.length - 2;
  return `${first[0]}, ${first[1]} and ${others} ${others === 1 ? 'other' : 'others'} are typing…`;
}

/** The members line of a group's header: "3 members", "1 member". */
export const memberCountText = (count: number): string => `${count} ${count === 1 ? 'member' : 'members'}`;
