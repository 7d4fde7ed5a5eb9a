import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockReply } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { NETWORK_PAGES } from '../remote/network-pages';
import { aNurse, pageOf } from './a-nurse';

export const ok = (body: unknown): MockReply => ({ status: 200, body });

/** The People tab's answers for the nurse's specialty and interest: the tab shown first. */
export const PEOPLE_TAB_ROUTES: Readonly<Record<string, MockReply>> = {
  'GET /api/users/specialty/ICU': ok(pageOf([])),
  'GET /api/users/specialty/Oncology': ok(pageOf([])),
};

/** The Interests screen at /areas-of-interest, its Jobs tab open; answers the page's live channel. */
export async function openJobs(): Promise<ReturnType<typeof renderRemote>['live']> {
  const { live } = renderRemote(NETWORK_PAGES, '/areas-of-interest', { user: aNurse(), live: true });
  fireEvent.click(screen.getByRole('tab', { name: 'Jobs' }));
  return live;
}

/** Picks an option of the antd select labelled `label` (the one inside `container`, when given). */
export async function choose(label: string, option: string, container?: HTMLElement): Promise<void> {
  fireEvent.mouseDown((container ? within(container) : screen).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${option}"]`)].pop();
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
