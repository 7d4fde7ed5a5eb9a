import type { Page } from '@playwright/test';
import type { JobDetail, JobWriteRequest } from '@nurse/api-client';
import { aJobWrite } from '@nurse/api-client/testing';
import { adminApi } from './api';
import { expect } from './fixtures';

/**
 * A whole listing as an administrator writes it (libs/api-client/src/testing/a-job-write.ts), in a
 * specialty no other browser test counts.
 */
export function jobBody(overrides: Partial<JobWriteRequest>): JobWriteRequest {
  return aJobWrite({ specialties: ['Telemetry'], ...overrides });
}

/**
 * The listings a spec file published, to close once each test ends: other specs on the same server
 * count the open listings (the first release's twelve) while these are still listed.
 */
export class PublishedListings {
  private readonly ids: number[] = [];

  /** Writes a listing and publishes it through the admin API as the administrator signed in on `admin`; answers its id. */
  async publish(admin: Page, body: Record<string, unknown>): Promise<number> {
    const api = admin.request;
    const created = await api.post('/api/admin/jobs', { data: body });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as JobDetail;
    this.ids.push(id);
    const opened = await api.post(`/api/admin/jobs/${id}/open`);
    expect(opened.status(), await opened.text()).toBe(200);
    return id;
  }

  async closeAll(): Promise<void> {
    const admin = await adminApi();
    for (const id of this.ids.splice(0)) expect((await admin.post(`/api/admin/jobs/${id}/close`)).status()).toBe(200);
    await admin.dispose();
  }
}

/** Opens the Interests screen's Jobs tab. */
export async function openJobs(page: Page): Promise<void> {
  await page.goto('/areas-of-interest');
  // The first visit downloads and renders the network remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Jobs' }).click();
  // The tab's code is downloaded when it is first opened.
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible({ timeout: 30_000 });
}
