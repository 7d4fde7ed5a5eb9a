import type { Locator, Page } from '@playwright/test';
import type { CalendarFeedStatus, CeActivity, CeProgress, CeRequirement, Certification, Licence } from '@nurse/api-client';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

/** The calendar date `days` from today on this machine (the browser runs on it too). */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** What the API stores at `path` for the signed-in nurse. */
async function stored<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Reads a download the page started to its end. */
async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

interface Activity {
  title: string;
  provider: string;
  /** Days before today. */
  daysAgo: number;
  hours: string;
  topics: string[];
}

/** Adds an RN licence through the wallet's dialog, picking the state by typing its name. */
async function addLicence(page: Page, licence: { state: string; number: string; issueDate: string; expiryDate: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add a licence' }).click();
  const form = page.getByRole('form', { name: 'Add a licence' });
  const state = form.getByLabel('Issuing state', { exact: true });
  await state.click();
  await state.fill(licence.state);
  await state.press('Enter');
  await form.getByLabel('Licence number').fill(licence.number);
  await form.getByLabel('Issue date').fill(licence.issueDate);
  await form.getByLabel('Expiry date').fill(licence.expiryDate);
  await form.getByRole('button', { name: 'Add licence' }).click();
  await expect(form).toBeHidden();
}

/** Opens the dialog that logs a CE activity and fills it as she would; answers the form. */
async function logActivity(page: Page, activity: Activity): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a CE activity' }).click();
  const form = page.getByRole('form', { name: 'Add a CE activity' });
  await form.getByLabel('Title').fill(activity.title);
  await form.getByLabel('Provider').fill(activity.provider);
  await form.getByLabel('Completed on').fill(inDays(-activity.daysAgo));
  await form.getByLabel('Contact hours').fill(activity.hours);
  for (const topic of activity.topics) await form.getByRole('checkbox', { name: topic, exact: true }).check();
  return form;
}

test('a nurse logs CE until her Florida licence reads complete, enters her own requirement for Texas, downloads her transcript, adds certifications and subscribes to her expiry dates', async ({
  page,
}) => {
  test.slow();
  const nurse = newNurse('walletce');
  await signInOnboarded(page, nurse);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });

  // A Florida RN licence: the product knows the Florida board's rule (24 hours in the two years before expiry, with
  // medical errors, law and rules, human trafficking, workplace impairment and domestic violence).
  const expiry = inDays(400);
  await addLicence(page, { state: 'Florida', number: 'RN-9412001', issueDate: '2025-02-01', expiryDate: expiry });
  const [licence] = (await stored<{ items: Licence[] }>(page, '/api/credentials/licences')).items;
  expect(licence).toMatchObject({ state: 'FL', type: 'RN', number: 'RN-9412001' });

  const progressItem = page
    .getByRole('list', { name: 'CE progress per licence' })
    .getByRole('listitem')
    .filter({ hasText: 'RN licence, FL' });
  await expect(progressItem).toContainText(
    /^RN licence, FL0 of 24 hours; missing 2 h Prevention of medical errors, 2 h Nursing law and rules, 2 h Human trafficking, 2 h Recognising impairment in the workplace, 2 h Domestic violence; renew by/,
  );
  await expect(progressItem).toContainText("Counted against the board's rule.");
  await expect(progressItem).toContainText(/Source: Florida Board of Nursing, checked \d{4}-\d{2}-\d{2}/);
  await expect(progressItem.getByRole('link', { name: 'Board’s page' })).toHaveAttribute('href', /^https:\/\/floridasnursing\.gov\//);

  // The first activity, with its certificate; an impossible number of hours is refused beside the field.
  const errors = {
    title: 'Preventing medical errors',
    provider: 'Florida Nurses Association',
    daysAgo: 60,
    topics: ['Prevention of medical errors'],
  };
  let form = await logActivity(page, { ...errors, hours: '150' });
  const certificate = pdfFile('errors-certificate.pdf');
  await form.getByTestId('ce-certificate-input').setInputFiles(certificate);
  await expect(form.getByText('Chosen: errors-certificate.pdf')).toBeVisible();
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Add CE activity' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Enter the contact hours as a number from 0.1 to 100 with at most two decimals, e.g. 1.5',
  );
  await expect(form.getByLabel('Contact hours')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Contact hours').fill('2');
  await form.getByRole('button', { name: 'Add CE activity' }).click();
  await expect(form).toBeHidden();
  const errorsCard = page.getByRole('article', { name: 'Preventing medical errors' });
  await expect(errorsCard.getByText('Certificate: errors-certificate.pdf')).toBeVisible();
  await expect(progressItem).toContainText('2 of 24 hours; missing 2 h Nursing law and rules, 2 h Human trafficking,');

  // The second at a phone's width, from the keyboard alone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Add a CE activity' }).focus();
  await page.keyboard.press('Enter');
  form = page.getByRole('form', { name: 'Add a CE activity' });
  await form.getByLabel('Title').focus();
  await page.keyboard.type('Recognising domestic violence');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CE Broker');
  await form.getByLabel('Completed on').fill(inDays(-30));
  await form.getByLabel('Contact hours').focus();
  await page.keyboard.type('2');
  await form.getByRole('checkbox', { name: 'Domestic violence', exact: true }).focus();
  await page.keyboard.press('Space');
  await form.getByLabel('Contact hours').press('Enter');
  await expect(form).toBeHidden();
  await expect(progressItem).toContainText(
    '4 of 24 hours; missing 2 h Nursing law and rules, 2 h Human trafficking, 2 h Recognising impairment in the workplace; renew by',
  );
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The third, on pharmacology and Florida's other required topics, is logged at 10 hours by mistake and corrected
  // to 20: her CE for this licence is complete.
  const pharmacology = {
    title: 'Critical care pharmacology',
    provider: 'AACN',
    daysAgo: 10,
    topics: ['Pharmacology', 'Nursing law and rules', 'Human trafficking', 'Recognising impairment in the workplace'],
  };
  form = await logActivity(page, { ...pharmacology, hours: '10' });
  await form.getByRole('button', { name: 'Add CE activity' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Edit Critical care pharmacology' }).click();
  form = page.getByRole('form', { name: 'Edit CE activity' });
  await form.getByLabel('Contact hours').fill('20');
  await form.getByRole('button', { name: 'Save CE activity' }).click();
  await expect(form).toBeHidden();
  await expect(progressItem).toContainText(/24 of 24 hours; complete; renew by/);
  await expect(page.getByRole('article', { name: 'Critical care pharmacology' })).toContainText('20 h');

  const activities = (await stored<{ items: CeActivity[] }>(page, '/api/credentials/ce-activities')).items;
  expect(activities.map(({ title, hours, topics, document }) => ({ title, hours, topics, document: document?.name ?? null }))).toEqual([
    {
      title: 'Critical care pharmacology',
      hours: 20,
      topics: ['pharmacology', 'human-trafficking', 'workplace-impairment', 'laws-and-rules'],
      document: null,
    },
    { title: 'Recognising domestic violence', hours: 2, topics: ['domestic-violence'], document: null },
    { title: 'Preventing medical errors', hours: 2, topics: ['medical-errors'], document: 'errors-certificate.pdf' },
  ]);
  const progress = await stored<CeProgress>(page, `/api/credentials/licences/${licence!.id}/ce-progress`);
  expect(progress).toMatchObject({ basis: 'catalogue', hoursRequired: 24, hoursCounted: 24, complete: true, missingTopics: [] });

  // The certificate comes back as uploaded.
  const certificateDownload = page.waitForEvent('download');
  await errorsCard.getByRole('link', { name: 'Download the certificate of Preventing medical errors' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await certificateDownload).createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(certificate.buffer)).toBe(true);

  // Her transcript: one row per activity, oldest first, with its certificate.
  const transcript = await downloadedText(page, () => page.getByRole('link', { name: 'Download transcript (CSV)' }).click());
  expect(transcript.name).toBe('ce-transcript.csv');
  const rows = transcript.text.trim().split(/\r\n/);
  expect(rows).toHaveLength(4);
  expect(rows[1]).toContain('Preventing medical errors');
  expect(rows[1]).toContain('errors-certificate.pdf');
  expect(rows[2]).toContain('Recognising domestic violence');
  expect(rows[3]).toContain('Critical care pharmacology');
  expect(rows[3]).toContain('no certificate');

  // A Texas licence: counted against the Texas board's rule, then against her own requirement, which wins.
  await addLicence(page, { state: 'Texas', number: 'TX-771203', issueDate: '2025-03-01', expiryDate: inDays(500) });
  const texasProgress = page
    .getByRole('list', { name: 'CE progress per licence' })
    .getByRole('listitem')
    .filter({ hasText: 'RN licence, TX' });
  await expect(texasProgress).toContainText('24 of 20 hours; missing 2 h Nursing jurisprudence and ethics; renew by');
  await expect(texasProgress).toContainText(/Source: Texas Board of Nursing, checked \d{4}-\d{2}-\d{2}/);
  await texasProgress.getByRole('button', { name: 'Enter my requirement for RN licence, TX' }).click();
  const requirementForm = page.getByRole('form', { name: 'CE requirement for RN licence, TX' });
  await expect(requirementForm.getByLabel('Cycle starts')).toHaveValue('2025-03-01');
  await requirementForm.getByLabel('Hours per cycle').fill('20');
  await requirementForm.getByRole('button', { name: 'Add a required topic' }).click();
  const topic = requirementForm.getByLabel('Topic 1', { exact: true });
  await topic.click();
  await topic.fill('Ethics');
  await topic.press('Enter');
  await requirementForm.getByLabel('Hours for topic 1').fill('2');
  await requirementForm.getByRole('button', { name: 'Save requirement' }).click();
  await expect(requirementForm).toBeHidden();
  await expect(texasProgress).toContainText('24 of 20 hours; missing 2 h Ethics; renew by');
  await expect(texasProgress).toContainText('Counted against the requirement you entered.');
  const texas = (await stored<{ items: Licence[] }>(page, '/api/credentials/licences')).items.find((entry) => entry.state === 'TX');
  expect(await stored<CeRequirement>(page, `/api/credentials/licences/${texas!.id}/ce-requirement`)).toMatchObject({
    hours: 20,
    cycleStart: '2025-03-01',
    topics: [{ topic: 'ethics', hours: 2 }],
  });

  // Certifications: BLS picked from the catalogue, and one she types herself.
  const blsExpiry = inDays(300);
  await page.getByRole('button', { name: 'Add a certification' }).click();
  let certificationForm = page.getByRole('form', { name: 'Add a certification' });
  const name = certificationForm.getByLabel('Certification');
  await name.fill('BL');
  await expect(page.getByRole('option', { name: 'BLS', exact: true })).toBeAttached();
  // The first suggestion is the active one: Enter takes it.
  await name.press('Enter');
  await expect(name).toHaveValue('BLS');
  await certificationForm.getByLabel('Issued by').fill('American Heart Association');
  await certificationForm.getByLabel('Issue date').fill('2025-06-01');
  await certificationForm.getByLabel('Expiry date (optional)').fill(blsExpiry);
  await certificationForm.getByRole('button', { name: 'Add certification' }).click();
  await expect(certificationForm).toBeHidden();
  await page.getByRole('button', { name: 'Add a certification' }).click();
  certificationForm = page.getByRole('form', { name: 'Add a certification' });
  await certificationForm.getByLabel('Certification').fill('Wound care (hospital course)');
  await certificationForm.getByLabel('Issued by').fill('Tampa General Hospital');
  await certificationForm.getByLabel('Issue date').fill('2024-09-15');
  await certificationForm.getByRole('button', { name: 'Add certification' }).click();
  await expect(certificationForm).toBeHidden();
  await expect(page.getByRole('article', { name: 'BLS' }).getByText('American Heart Association')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Wound care (hospital course)' }).getByText('Tampa General Hospital')).toBeVisible();
  const certifications = (await stored<{ items: Certification[] }>(page, '/api/credentials/certifications')).items;
  expect(certifications.map(({ name, issuer, expiryDate }) => ({ name, issuer, expiryDate }))).toEqual(
    expect.arrayContaining([
      { name: 'BLS', issuer: 'American Heart Association', expiryDate: blsExpiry },
      { name: 'Wound care (hospital course)', issuer: 'Tampa General Hospital', expiryDate: null },
    ]),
  );

  // Her calendar feed: turned on, its address shown once; it answers her expiry dates as iCalendar.
  const feedSection = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feedSection).toContainText('Your phone’s calendar can subscribe to a private address');
  await feedSection.getByRole('button', { name: 'Turn on the calendar feed' }).click();
  const address = feedSection.getByLabel('Your calendar feed address');
  await expect(address).toHaveValue(/\/api\/credentials\/calendar-feed\/[^/]+\.ics$/);
  await expect(address).toBeFocused();
  await expect(feedSection.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sidewaysScroll(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const feedUrl = await address.inputValue();
  expect((await stored<CalendarFeedStatus>(page, '/api/credentials/calendar-feed')).active).toBe(true);
  const calendar = await page.request.get(feedUrl);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${expiry.replaceAll('-', '')}`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${blsExpiry.replaceAll('-', '')}`);

  // A new address replaces the old one, which stops working; turned off, none works.
  await feedSection.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(feedUrl);
  const newUrl = await address.inputValue();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);
  await feedSection.getByRole('button', { name: 'Turn off the calendar feed' }).click();
  await page.getByRole('dialog', { name: 'Turn off the calendar feed?' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(feedSection.getByRole('button', { name: 'Turn on the calendar feed' })).toBeVisible();
  expect((await page.request.get(newUrl)).status()).toBe(404);
  expect((await stored<CalendarFeedStatus>(page, '/api/credentials/calendar-feed')).active).toBe(false);
});

test("a Texas RN sees her pharmacology and pain-management hours counted against the Texas board's rule, with its source and date", async ({
  page,
}) => {
  const nurse = newNurse('walletcetx');
  await signInOnboarded(page, nurse);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });

  const expiry = inDays(33);
  await addLicence(page, { state: 'Texas', number: 'TX-880412', issueDate: inDays(-700), expiryDate: expiry });
  for (const activity of [
    { title: 'Pharmacology for Texas nurses', provider: 'Texas Nurses Association', daysAgo: 90, hours: '7', topics: ['Pharmacology'] },
    { title: 'Managing pain safely', provider: 'Texas Nurses Association', daysAgo: 20, hours: '4', topics: ['Pain management / opioids'] },
  ]) {
    const form = await logActivity(page, activity);
    await form.getByRole('button', { name: 'Add CE activity' }).click();
    await expect(form).toBeHidden();
  }

  const texas = page.getByRole('list', { name: 'CE progress per licence' }).getByRole('listitem').filter({ hasText: 'RN licence, TX' });
  await expect(texas).toContainText('11 of 20 hours; missing 2 h Nursing jurisprudence and ethics; renew by');
  await expect(texas).toContainText(/Source: Texas Board of Nursing, checked \d{4}-\d{2}-\d{2} \(22 Tex\. Admin\. Code/);
  await expect(texas.getByRole('list', { name: 'Topics the board requires for RN licence, TX' })).toContainText(
    'Nursing jurisprudence and ethics: 2 h once every 3 cycles',
  );
  await expect(texas.getByRole('list', { name: 'Accepted instead of the hours for RN licence, TX' })).toContainText(
    'national nursing certification',
  );
  await expect(texas.getByRole('progressbar', { name: 'CE hours counted for RN licence, TX' })).toHaveAttribute('value', '0.55');
  await expectNoSeriousViolations(page);

  const [licence] = (await stored<{ items: Licence[] }>(page, '/api/credentials/licences')).items;
  expect(await stored<CeProgress>(page, `/api/credentials/licences/${licence!.id}/ce-progress`)).toMatchObject({
    basis: 'catalogue',
    hoursRequired: 20,
    hoursCounted: 11,
    complete: false,
    renewBy: expiry,
  });
});
