import { useCallback, useEffect, useRef, useState } from 'react';

type CitiesModule = typeof import('../utils/city-list');

let citiesModule: Promise<CitiesModule> | null = null;

/**
 * The US city list is large, so it is downloaded only when a location field is first used (its own
 * chunk), never with the page. A failed download is tried again on the next use.
 */
export function loadCities(): Promise<CitiesModule> {
  if (!citiesModule) {
    citiesModule = import('../utils/city-list');
    citiesModule.catch(() => {
      citiesModule = null;
    });
  }
  return citiesModule;
}

/**
 * City suggestions for the text (at most 5); `prepare` starts the download early (on focus). A saved
 * location shown when the page opens does not download the list: only a change to it does.
 */
export function useCitySuggestions(query: string): { suggestions: string[]; prepare: () => void } {
  const [cities, setCities] = useState<CitiesModule | null>(null);
  const shownFirst = useRef(query);
  const prepare = useCallback(() => {
    loadCities().then(setCities, (error: unknown) => console.error('Could not load the city list', error));
  }, []);
  useEffect(() => {
    if (query.trim() !== '' && query !== shownFirst.current && !cities) prepare();
  }, [query, cities, prepare]);
  const suggestions = cities && query.trim() !== '' ? cities.suggestCities(query) : [];
  // The saved value itself is not worth suggesting.
  return { suggestions: suggestions.length === 1 && suggestions[0] === query ? [] : suggestions, prepare };
}
