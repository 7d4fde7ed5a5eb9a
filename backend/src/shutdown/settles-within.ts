/** Whether `work` settles (resolves or fails) within `ms`; it is not stopped when it does not. */
export function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((done) => setTimeout(() => done(false), Math.max(0, ms)).unref());
  return Promise.race([settled, late]);
}
