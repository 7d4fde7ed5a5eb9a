import { remoteRoute } from './remote-route';
import { REMOTE_MODULES } from './remotes';

/** The career assistant on /dashboard, from the chat remote. */
export const ChatRoute = remoteRoute(REMOTE_MODULES.chat);

/** /career-wizard, from the chat remote. */
export const CareerWizardRoute = remoteRoute(REMOTE_MODULES.careerWizard);
