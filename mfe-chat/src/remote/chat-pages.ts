import { ROUTES } from '@nurse/domain';
import type { DevPage } from '@nurse/host';
import CareerWizardPage from './career-wizard-page';
import ChatPage from './chat-page';

/** The exposed pages at the routes the shell renders them on: for the dev page and the screen tests. */
export const CHAT_PAGES: readonly DevPage[] = [
  { path: ROUTES.dashboard, Page: ChatPage },
  { path: ROUTES.careerWizard, Page: CareerWizardPage },
];
