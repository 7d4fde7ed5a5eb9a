import type { SuggestedAction } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';

/** Where a suggested action leads: a specialty to the interests screen, connections to My Connections, profile to the profile. */
export function actionRoute(action: Pick<SuggestedAction, 'type'>): string {
  switch (action.type) {
    case 'specialty':
      return ROUTES.areasOfInterest;
    case 'connections':
      return ROUTES.myConnections;
    case 'profile':
      return ROUTES.profile;
  }
}
