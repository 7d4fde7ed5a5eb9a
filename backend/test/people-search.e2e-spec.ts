/**
 * Nurses finding each other: by name, location or specialty (with synonyms), never by email or phone;
 * only live nurses, never the one asking or a nurse she has a block with; public fields only; paged.
 */
import type { ApiClient } from './support/api-client';
import {
  adminClient,
  expectStatus,
  liveNurse,
  pendingNurse,
  PUBLIC_PROFILE_FIELDS,
  setStatus,
  uniqueWord,
  walkPages,
  type Nurse,
} from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let viewer: Nurse;

beforeAll(async () => {
  admin = await adminClient(app);
  viewer = await liveNurse(app, {}, admin);
});

const nurse = (overrides: Record<string, unknown> = {}) => liveNurse(app, overrides, admin);
const setProfile = async (who: Nurse, changes: Record<string, unknown>) =>
  expectStatus(await who.client.put(`/api/users/${who.id}`, changes), 200);
const search = async (q: string, by: Nurse = viewer, extra = '') =>
  expectStatus(await by.client.get(`/api/users/search?q=${encodeURIComponent(q)}${extra}`), 200).body;
const ids = (page: { items: { id: number }[] }) => page.items.map((user) => user.id);
const discover = async (specialty: string, by: Nurse = viewer, extra = '') =>
  expectStatus(await by.client.get(`/api/users/specialty/${encodeURIComponent(specialty)}${extra}`), 200).body;

it('finds nurses by the words of a name or a location, newest first, with public fields only', async () => {
  const word = uniqueWord();
  const first = await nurse({ name: `Ann ${word}` });
  const second = await nurse({ name: `Bea ${word}` });
  const elsewhere = await nurse();
  await setProfile(elsewhere, { location: `${word} Springs, CO` });

  const found = await search(word.toLowerCase());
  expect(ids(found)).toEqual([elsewhere.id, second.id, first.id]);
  expect(found.total).toBe(3);
  for (const item of found.items) expect(Object.keys(item).sort()).toEqual(PUBLIC_PROFILE_FIELDS);
  expect(ids(await search(`ann ${word.slice(0, 4)}`))).toEqual([first.id]);
});

it('never finds by email or phone, never the one asking, never pending nurses', async () => {
  const word = uniqueWord().toLowerCase();
  const byEmail = await nurse({ email: `${word}@example.org` });
  expect(ids(await search(word))).not.toContain(byEmail.id);
  expect(ids(await search(byEmail.email))).toEqual([]);
  const waiting = await pendingNurse(app, { name: `Cy ${word}` });
  const me = await nurse({ name: `Di ${word}` });
  const visible = await nurse({ name: `Ed ${word}` });
  expect(ids(await search(word, me))).toEqual([visible.id]);
  expect(ids(await search(word, me))).not.toContain(waiting.id);
  expect(await search('   ', me)).toMatchObject({ items: [], total: 0 });
});

it('finds by a specialty and its synonyms, through search and discovery, as profiles change', async () => {
  const icu = await nurse();
  await setProfile(icu, { confirmedSpecialties: ['ICU'] });
  expect(ids(await search('Intensive Care Unit'))).toContain(icu.id);
  expect(ids(await discover('icu'))).toContain(icu.id);
  expect(ids(await discover('Intensive Care'))).toContain(icu.id);

  await setProfile(icu, { confirmedSpecialties: ['Oncology'] });
  expect(ids(await discover('ICU'))).not.toContain(icu.id);
  expect(ids(await discover('Oncology'))).toContain(icu.id);
  expect(await discover('Underwater Basket Weaving')).toMatchObject({ items: [], total: 0 });
});

it('leaves out nurses with a block between them, either way', async () => {
  const word = uniqueWord();
  const [ana, ben] = [await nurse({ name: `Ana ${word}` }), await nurse({ name: `Ben ${word}` })];
  expect(ids(await search(word, ana))).toEqual([ben.id]);
  expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
  expect(ids(await search(word, ana))).toEqual([]);
  expect(ids(await search(word, ben))).toEqual([]);
  await setProfile(ben, { confirmedSpecialties: ['Telemetry'] });
  expect(ids(await discover('Telemetry', ana))).not.toContain(ben.id);
});

it('answers a search asked again with what changed since: an account sent back to the waitlist, one let in, a new name', async () => {
  const word = uniqueWord();
  const [ann, bea] = [await nurse({ name: `Ann ${word}` }), await nurse({ name: `Bea ${word}` })];
  const waiting = await pendingNurse(app, { name: `Cy ${word}` });
  expect(ids(await search(word))).toEqual([bea.id, ann.id]);

  await setStatus(admin, bea.id, 'pending');
  await setStatus(admin, waiting.id, 'live');
  const renamed = await nurse();
  await setProfile(renamed, { name: `Di ${word}` });
  const found = await search(word);
  expect(ids(found)).toEqual([renamed.id, waiting.id, ann.id]);
  expect(found.total).toBe(3);
});

it('pages by cursor with the total', async () => {
  const word = uniqueWord();
  const created: number[] = [];
  for (let i = 0; i < 5; i += 1) created.push((await nurse({ name: `Page ${word}` })).id);
  const pages = await walkPages(async (cursor) => search(word, viewer, `&pageSize=2${cursor}`));
  expect(pages.map(ids)).toEqual([created.slice(3).reverse(), created.slice(1, 3).reverse(), [created[0]]]);
  expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
});

it('acts only as the signed-in nurse, and only for live nurses', async () => {
  const other = await nurse();
  expectStatus(await viewer.client.get(`/api/users/search?q=ann&excludeUserId=${other.id}`), 403);
  expectStatus(await viewer.client.get(`/api/users/search?q=ann&excludeUserId=${viewer.id}`), 200);
  expectStatus(await (await pendingNurse(app)).client.get('/api/users/search?q=ann'), 403);
  expectStatus(await app.client().get('/api/users/specialty/ICU'), 401);
  expect(expectStatus(await viewer.client.get(`/api/users/search?q=${'a'.repeat(101)}`), 400).body.message).toBe(
    'Search at most 100 characters',
  );
});
