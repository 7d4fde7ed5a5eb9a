/** How far she is through her plan: completed over total, as a whole percent (0 for an empty plan). */
export function progressOf(items: ReadonlyArray<{ isCompleted: boolean }>): { percent: number; completed: number; total: number } {
  const completed = items.filter((item) => item.isCompleted).length;
  return { percent: items.length === 0 ? 0 : Math.round((completed / items.length) * 100), completed, total: items.length };
}
