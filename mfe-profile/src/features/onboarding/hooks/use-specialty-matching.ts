import { useCallback, useState } from 'react';

export type SpecialtyMatching = typeof import('../utils/specialty-matching');

let matchingModule: Promise<SpecialtyMatching> | null = null;
let loaded: SpecialtyMatching | null = null;

/**
 * The specialty catalogue and its matching rule, in a chunk of their own downloaded when a specialty
 * field is first used, never with the page. A failed download is tried again on the next use.
 */
export function loadSpecialtyMatching(): Promise<SpecialtyMatching> {
  if (!matchingModule) {
    matchingModule = import('../utils/specialty-matching');
    matchingModule.then(
      (module) => {
        loaded = module;
      },
      () => {
        matchingModule = null;
      },
    );
  }
  return matchingModule;
}

/** The matching rule once downloaded (null before); `prepare` starts the download (on focus). */
export function useSpecialtyMatching(): { matching: SpecialtyMatching | null; prepare: () => void } {
  const [matching, setMatching] = useState<SpecialtyMatching | null>(() => loaded);
  const prepare = useCallback(() => {
    loadSpecialtyMatching().then(setMatching, (error: unknown) => console.error('Could not load the specialty list', error));
  }, []);
  return { matching, prepare };
}
