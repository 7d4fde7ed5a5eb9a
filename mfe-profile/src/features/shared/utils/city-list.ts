/**
 * The city list for location suggestions. Only ever imported dynamically (useCitySuggestions), so the
 * list gets its own chunk and stays out of the first download.
 */
export { suggestCities } from '@nurse/catalogue/cities';
