import { useEffect, useState } from 'react';

/** False for the first `delayMs` after mounting, then true (the profile's 100 ms settling delay). */
export function useSettled(delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return settled;
}
