import { ROUTES } from '@nurse/domain';
import { TOP_BAR_AREAS } from '@nurse/ui-kit';

/**
 * The top-bar areas whose screens this shell serves. Interests, Network and Messages are left out until
 * their screens exist, so that no link in the bar leads to a 404.
 */
export const SERVED_AREAS = TOP_BAR_AREAS.filter((area) => area.to === ROUTES.dashboard);
