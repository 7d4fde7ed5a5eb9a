import { useEffect, useState } from 'react';

/** The time now, read again every `intervalMs`: what depends on it (a window closing) changes on its own. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
