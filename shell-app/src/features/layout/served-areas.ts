import { TOP_BAR_AREAS } from '@nurse/ui-kit';

/**
 * The top-bar areas whose screens this shell serves: Chat from the shell, Interests, Network and
 * Messages from the network remote. An area without screens is left out, so no link leads to a 404.
 */
export const SERVED_AREAS = TOP_BAR_AREAS;
