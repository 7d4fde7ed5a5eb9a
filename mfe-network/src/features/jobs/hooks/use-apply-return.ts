import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job } from '@nurse/api-client';

export interface ApplyReturn {
  /** The listing whose employer's page she went to and came back from: the one to ask about. */
  asking: Job | null;
  /** She followed a listing's Apply link (its page opens in a new tab). */
  wentToApply: (job: Job) => void;
  /** She answered, or closed the question. */
  done: () => void;
}

/**
 * Notices her coming back after she followed an Apply link: once this page was hidden or lost focus to
 * the employer's tab, its showing again (or the window's focus) asks about that listing.
 */
export function useApplyReturn(): ApplyReturn {
  const [asking, setAsking] = useState<Job | null>(null);
  const away = useRef<{ job: Job; left: boolean } | null>(null);

  useEffect(() => {
    const leave = () => {
      if (away.current) away.current.left = true;
    };
    const back = () => {
      if (document.visibilityState !== 'visible' || !away.current?.left) return;
      setAsking(away.current.job);
      away.current = null;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
    };
  }, []);

  const wentToApply = useCallback((job: Job) => {
    away.current = { job, left: false };
  }, []);
  const done = useCallback(() => setAsking(null), []);
  return { asking, wentToApply, done };
}
