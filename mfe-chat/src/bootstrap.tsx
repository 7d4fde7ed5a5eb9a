import { ROUTES } from '@nurse/domain';
import { mountDevPages } from '@nurse/host';
import CareerWizardPage from './remote/career-wizard-page';
import ChatPage from './remote/chat-page';

mountDevPages({
  title: 'mfe-chat (standalone)',
  forNurse: true,
  pages: [
    { path: ROUTES.dashboard, Page: ChatPage },
    { path: ROUTES.careerWizard, Page: CareerWizardPage },
  ],
});
