import { fireEvent, screen, within } from '@testing-library/react';
import type { CareerRecommendation } from '@nurse/api-client';
import { aUser, mockApi, type ApiCall } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { CHAT_PAGES } from './chat-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const recommendation = (id: number, title: string): CareerRecommendation => ({
  id,
  recommendationType: 'certification',
  title,
  description: 'Shows employers your oncology expertise.',
  priority: 'high',
  category: 'short_term',
  estimatedTimeframe: '3-6 months',
  marketDemand: 'high',
  potentialSalaryIncrease: 'Asked for by 1 of the 1 Oncology listings here',
  requiredSteps: ['Check the eligibility rules', 'Schedule and pass the OCN exam'],
  isCompleted: false,
});

/** A stand-in server holding her plan, as the API does. */
function servePlan() {
  let plan: CareerRecommendation[] = [];
  mockApi({
    'GET /api/career-recommendations': () => ({ status: 200, body: plan.map((item) => ({ ...item })) }),
    'POST /api/career-recommendations/generate': () => {
      plan = [recommendation(1, 'Earn the OCN certification'), recommendation(2, 'Earn a BSN')];
      return { status: 200, body: { state: 'done', generationId: 1, items: plan } };
    },
    'PUT /api/career-recommendations/1/complete': (call: ApiCall) => {
      plan = plan.map((item) => (item.id === 1 ? { ...item, isCompleted: (call.body as { isCompleted: boolean }).isCompleted } : item));
      return { status: 200, body: plan[0] };
    },
    'DELETE /api/career-recommendations/2': () => {
      plan = plan.filter((item) => item.id !== 2);
      return { status: 204, body: null };
    },
  });
}

function renderWizard() {
  renderRemote(CHAT_PAGES, '/career-wizard', { user: aUser({ id: 7, accountStatus: 'live', onboardingCompleted: true }) });
}

describe('CareerWizardPage', () => {
  it('generates her plan, moves the progress as she completes a step, and removes one', async () => {
    servePlan();
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Career Path Wizard' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate My Career Path' }));

    expect(await screen.findByText('Career recommendations generated')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Earn the OCN certification' });
    expect(within(card).getByText('high priority')).toBeTruthy();
    expect(within(card).getByText('Short term')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Check the eligibility rules', 'Schedule and pass the OCN exam']);
    expect(screen.getByText('0 of 2 completed')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('1 of 2 completed')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Completed' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Earn a BSN' }));
    expect(await screen.findByText('Recommendation removed')).toBeTruthy();
    expect(await screen.findByText('1 of 1 completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
