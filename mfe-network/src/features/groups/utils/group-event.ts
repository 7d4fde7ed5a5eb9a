/** The group a live event is about, when it names one (`{ groupId }`). */
export function eventGroupId(payload: unknown): number | null {
  const groupId = (payload as { groupId?: unknown } | null)?.groupId;
  return typeof groupId === 'number' ? groupId : null;
}
