/**
 * People search on the search engine (docs/decisions/search-engine.md), against Debian's Sphinx started
 * by scripts/search-engine/start-sphinx.mjs in the production layout: two shards by id, two mirrors
 * each, a distributed index in front. Runs when TEST_SEARCH_ENGINE is set (`.ci/run` sets it; it needs
 * `searchd`): the feed indexes every change, results equal the database's, a block or a suspension
 * hides a nurse at once and a closed listing leaves the job board at once, a lost mirror changes
 * nothing, and with every engine down the database answers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { JobsRepository } from '../src/modules/careers/jobs/jobs.repository';
import { PeopleSearchRepository } from '../src/modules/users/search/people-search.repository';
import { SearchFeed } from '../src/search-engine/search-feed.service';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, pendingNurse, setStatus, uniqueWord, walkPages, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { jobBody } from './support/job-fixtures';
import { useTestApp } from './support/test-app';

const START = resolve(__dirname, '../../scripts/search-engine/start-sphinx.mjs');
const BASE_PORT = Number(process.env.TEST_SEARCH_ENGINE_PORT ?? 9400);

interface Layout {
  dir: string;
  url: string;
  front: string;
  shards: string[][];
  pids: number[];
}

const suite = process.env.TEST_SEARCH_ENGINE ? describe : describe.skip;

suite('people search on the search engine', () => {
  let layout: Layout;
  const dir = mkdtempSync(join(tmpdir(), 'search-engine-test-'));
  beforeAll(() => {
    layout = JSON.parse(execFileSync('node', [START, '--base-port', String(BASE_PORT), '--dir', dir], { encoding: 'utf8' })) as Layout;
  });
  afterAll(() => {
    execFileSync('node', [START, 'stop', '--dir', dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  const app = useTestApp(() => ({ SEARCH_ENGINE_URL: layout.url }));
  let admin: ApiClient;
  let viewer: Nurse;
  const word = uniqueWord();
  const people: Nurse[] = [];

  const nurse = (overrides: Record<string, unknown> = {}) => liveNurse(app, overrides, admin);
  const setProfile = async (who: Nurse, changes: Record<string, unknown>) =>
    expectStatus(await who.client.put(`/api/users/${who.id}`, changes), 200);
  const ids = (page: { items: { id: number }[] }) => page.items.map((user) => user.id);
  /** Every page of a search, two at a time: the ids in order and each page's total. */
  const searchAll = async (q: string, by: Nurse = viewer) => {
    const pages = await walkPages(
      async (cursor) => expectStatus(await by.client.get(`/api/users/search?q=${encodeURIComponent(q)}&pageSize=2${cursor}`), 200).body,
    );
    return { ids: pages.flatMap(ids), totals: [...new Set(pages.map((page) => page.total as number))] };
  };
  const discover = async (specialty: string) =>
    ids(expectStatus(await viewer.client.get(`/api/users/specialty/${encodeURIComponent(specialty)}?pageSize=50`), 200).body);
  /** Waits until the feed has applied every stored change. */
  const fed = () =>
    eventually(async () => {
      const [row] = (await app.dataSource.query('SELECT COUNT(*) AS count FROM search_index_changes')) as { count: number | string }[];
      expect(Number(row!.count)).toBe(0);
    }, 10_000);
  const onEngine = async (sql: string, at = layout.front) => {
    const [host, port] = at.split(':');
    const connection = await createConnection({ host, port: Number(port) });
    try {
      return (await connection.query(sql))[0] as Record<string, unknown>[];
    } finally {
      await connection.end();
    }
  };
  const kill = (address: string) => {
    const index = [layout.front, ...layout.shards.flat()].indexOf(address);
    const mirrorPid = layout.pids[index === 0 ? layout.pids.length - 1 : index - 1]!;
    process.kill(mirrorPid, 'SIGKILL');
  };

  const queries = () => [
    word,
    `ann ${word}`,
    `${word.slice(0, 5)}`,
    `Intensive Care Unit`,
    'icu',
    'critical care',
    'oncology',
    `springs ${word}`,
    'zoe',
  ];
  let fromEngine: Map<string, { ids: number[]; totals: number[] }>;

  const jobWord = uniqueWord().toLowerCase();
  const listings: number[] = [];
  const jobQueries = () => [
    `q=${jobWord}`,
    `q=${jobWord}&sort=newest`,
    `q=${jobWord}&sort=pay`,
    `q=${jobWord}&state=TX&shift=nights&employmentType=staff`,
    `q=${jobWord}&specialty=Oncology`,
    `q=${jobWord}&minPay=55&minPayUnit=hourly`,
    'state=CO&sort=pay',
  ];
  const searchJobs = async (query: string) => {
    const pages = await walkPages(
      async (cursor) => expectStatus(await viewer.client.get(`/api/jobs?${query}&pageSize=2${cursor}`), 200).body,
    );
    return { ids: pages.flatMap(ids), totals: [...new Set(pages.map((page) => page.total as number))] };
  };
  let jobsFromEngine: Map<string, { ids: number[]; totals: number[] }>;
  const publish = async (overrides: Record<string, unknown>) => {
    const { id } = expectStatus(await admin.post('/api/admin/jobs', jobBody(overrides)), 201).body as { id: number };
    expectStatus(await admin.post(`/api/admin/jobs/${id}/open`), 200);
    return id;
  };

  beforeAll(async () => {
    admin = await adminClient(app);
    viewer = await liveNurse(app, {}, admin);
    for (const [name, specialties] of [
      [`Ann ${word}`, ['ICU']],
      [`Bea ${word}`, ['Oncology']],
      [`Zoë ${word}`, ['Critical Care']],
      [`Ann Marie ${word}`, []],
      [`Cy ${word}`, ['ICU', 'Oncology']],
      [`Dee ${word}`, []],
      [`Eve ${word}`, ['Telemetry']],
    ] as const) {
      const added = await nurse({ name });
      if (specialties.length > 0) await setProfile(added, { confirmedSpecialties: specialties });
      people.push(added);
    }
    await setProfile(people[5]!, { location: `${word} Springs, CO` });
    await pendingNurse(app, { name: `Waiting ${word}` });
    listings.push(
      await publish({ title: `ICU Nurse ${jobWord}` }),
      await publish({ title: 'Charge Nurse', description: `Oncology unit, ${jobWord}`, specialties: ['Oncology'], payMax: 70 }),
      await publish({
        title: `Clinic Nurse ${jobWord}`,
        description: 'A family clinic.',
        city: 'Denver',
        state: 'CO',
        shiftPattern: 'days',
        payMin: 30,
        payMax: 40,
      }),
      await publish({ title: `Travel Nurse ${jobWord}`, employmentType: 'travel', payMax: 90 }),
      await publish({
        title: 'Intensive Care Unit Nurse',
        city: 'Boulder',
        state: 'CO',
        description: `Ward ${jobWord}`,
        specialties: ['Oncology'],
      }),
    );
    expectStatus(await admin.post('/api/admin/jobs', jobBody({ title: `Draft ${jobWord}` })), 201);
    await fed();
  });

  it('indexes every account through the feed, each in its shard on both mirrors', async () => {
    const expected = new Map<number, number>();
    const [{ count }] = (await app.dataSource.query('SELECT COUNT(*) AS count FROM users')) as { count: number }[];
    for (const [shard, mirrors] of layout.shards.entries()) {
      for (const mirror of mirrors) {
        const rows = await onEngine('SELECT id FROM people ORDER BY id ASC LIMIT 1000', mirror);
        for (const row of rows) expect(Number(row.id) % 2).toBe(shard);
        expected.set(shard, rows.length);
      }
    }
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(Number(count));
    expect(await app.nest.get(SearchFeed).compareCounts()).toEqual(
      expect.arrayContaining([expect.objectContaining({ shard: 0 }), expect.objectContaining({ shard: 1 })]),
    );
    for (const each of await app.nest.get(SearchFeed).compareCounts()) expect(each.engine).toBe(each.database);
  });

  it('answers from the engine: names, prefixes from the third letter, synonyms and specialties, paged newest first', async () => {
    const repository = app.nest.get(PeopleSearchRepository);
    const database = [jest.spyOn(repository, 'visiblePage'), jest.spyOn(repository, 'liveByNameOrPlace')];
    fromEngine = new Map();
    for (const q of queries()) fromEngine.set(q, await searchAll(q));
    for (const spy of database) expect(spy).not.toHaveBeenCalled();
    database.forEach((spy) => spy.mockRestore());

    const [ann, bea, zoe, annMarie, cy, dee] = people.map((each) => each.id);
    expect(fromEngine.get(word)).toEqual({ ids: [...people].reverse().map((each) => each.id), totals: [7] });
    expect(fromEngine.get(`ann ${word}`)!.ids).toEqual([annMarie, ann]);
    expect(fromEngine.get(word.slice(0, 5))!.ids).toEqual(expect.arrayContaining(people.map((each) => each.id)));
    expect(fromEngine.get('Intensive Care Unit')!.ids).toEqual(expect.arrayContaining([cy, ann]));
    expect(fromEngine.get('oncology')!.ids).toEqual(expect.arrayContaining([cy, bea]));
    expect(fromEngine.get(`springs ${word}`)!.ids).toEqual([dee]);
    expect(fromEngine.get('zoe')!.ids).toContain(zoe);
    expect(await discover('critical care')).toContain(zoe);
    expect(await discover('Intensive Care')).toEqual(expect.arrayContaining([cy, ann]));
  });

  it('searches the job board on the engine: words, filters, sorts and pages, synonyms', async () => {
    const repository = app.nest.get(JobsRepository);
    const database = [jest.spyOn(repository, 'search'), jest.spyOn(repository, 'count')];
    jobsFromEngine = new Map();
    for (const query of jobQueries()) jobsFromEngine.set(query, await searchJobs(query));
    for (const spy of database) expect(spy).not.toHaveBeenCalled();
    database.forEach((spy) => spy.mockRestore());

    const [icu, charge, clinic, travel, intensive] = listings;
    // Titles holding the word first, then the rest, each newest first.
    expect(jobsFromEngine.get(`q=${jobWord}`)).toEqual({ ids: [travel, clinic, icu, intensive, charge], totals: [5] });
    expect(jobsFromEngine.get(`q=${jobWord}&sort=pay`)!.ids).toEqual([travel, charge, intensive, icu, clinic]);
    expect(jobsFromEngine.get(`q=${jobWord}&state=TX&shift=nights&employmentType=staff`)!.ids).toEqual([icu, charge]);
    expect(jobsFromEngine.get(`q=${jobWord}&specialty=Oncology`)!.ids).toEqual([intensive, charge]);
    expect(jobsFromEngine.get(`q=${jobWord}&minPay=55&minPayUnit=hourly`)!.ids).toEqual([travel, icu, intensive, charge]);
    // Every word, each anywhere in the listing (the database path looks for the words as one piece of text).
    expect((await searchJobs(`q=austin%20${jobWord}`)).ids).toEqual([travel, icu, charge]);
    // A specialty's other names find its listings: the words of the listing, or the specialty it is filed under.
    const icuSearch = (await searchJobs(`q=icu&state=CO`)).ids;
    expect(icuSearch).toContain(intensive);
    expect(icuSearch).not.toContain(clinic);
    expect((await searchJobs(`q=${jobWord.slice(0, 4)}`)).ids).toEqual(expect.arrayContaining(listings));
  });

  it('takes a closed listing off the job board at once, before the feed has run', async () => {
    const feed = app.nest.get(SearchFeed);
    const pass = jest.spyOn(feed, 'applyPending').mockResolvedValue(0);
    try {
      expectStatus(await admin.post(`/api/admin/jobs/${listings[3]}/close`), 200);
      expect((await searchJobs(`q=${jobWord}`)).ids).not.toContain(listings[3]);
    } finally {
      pass.mockRestore();
    }
    await fed();
    for (const query of jobQueries()) jobsFromEngine.set(query, await searchJobs(query));
    expect(jobsFromEngine.get(`q=${jobWord}`)!.totals).toEqual([4]);
  });

  it('hides a nurse at once when a block is made or her account is suspended, before the feed has run', async () => {
    const [ann, bea] = people;
    const feed = app.nest.get(SearchFeed);
    const pass = jest.spyOn(feed, 'applyPending').mockResolvedValue(0);
    try {
      expectStatus(await bea!.client.post(`/api/users/${bea!.id}/blocks`, { blockedUserId: viewer.id }), 204);
      expect((await searchAll(word)).ids).not.toContain(bea!.id);
      await setStatus(admin, ann!.id, 'pending');
      expect((await searchAll(word)).ids).not.toContain(ann!.id);
      expect((await searchAll(word)).totals).toEqual([5]);
    } finally {
      pass.mockRestore();
    }
    await setStatus(admin, ann!.id, 'live');
    await fed();
    expect((await searchAll(word)).ids).toContain(ann!.id);
    // What the later faults are compared with: the block stands.
    for (const q of queries()) fromEngine.set(q, await searchAll(q));
  });

  it('finds a renamed nurse by her new name once the feed has applied the change, and not by the old', async () => {
    const renamed = people[6]!;
    const fresh = uniqueWord();
    await setProfile(renamed, { name: `Eve ${fresh}` });
    await fed();
    expect((await searchAll(fresh)).ids).toEqual([renamed.id]);
    expect((await searchAll(word)).ids).not.toContain(renamed.id);
    await setProfile(renamed, { name: `Eve ${word}` });
    await fed();
  });

  it('rebuilds in place: a missing document comes back, one whose account is gone is deleted', async () => {
    const [s0] = layout.shards;
    const lost = people.find((each) => each.id % 2 === 0)!;
    await onEngine(`DELETE FROM people WHERE id = ${lost.id}`, s0![1]);
    await onEngine(
      `REPLACE INTO people (id, name, location, specialties, live) VALUES (999998, 'ghost ${word.toLowerCase()}', '', '', 1)`,
      s0![0],
    );
    expect((await app.nest.get(SearchFeed).compareCounts()).filter((each) => each.engine !== each.database)).toHaveLength(2);

    expect(await app.nest.get(SearchFeed).rebuild()).toMatchObject({ deleted: 1 });
    await fed();
    for (const each of await app.nest.get(SearchFeed).compareCounts()) expect(each.engine).toBe(each.database);
    expect(await onEngine(`SELECT id FROM people WHERE id = ${lost.id}`, s0![1])).toHaveLength(1);
  });

  it('answers completely from the other mirror when one mirror of each shard is down', async () => {
    kill(layout.shards[0]![0]!);
    kill(layout.shards[1]![1]!);
    const people = app.nest.get(PeopleSearchRepository);
    const jobs = app.nest.get(JobsRepository);
    const database = [jest.spyOn(people, 'visiblePage'), jest.spyOn(people, 'liveByNameOrPlace'), jest.spyOn(jobs, 'search')];
    for (const q of queries()) expect(await searchAll(q)).toEqual(fromEngine.get(q));
    for (const query of jobQueries()) expect(await searchJobs(query)).toEqual(jobsFromEngine.get(query));
    for (const spy of database) expect(spy).not.toHaveBeenCalled();
    database.forEach((spy) => spy.mockRestore());
    expect(expectStatus(await app.client().get('/api/health/ready'), 200).body.searchEngine).toBe('ok');
  });

  it('answers from the database, the same pages, when every engine is down, and readiness says so', async () => {
    kill(layout.shards[0]![1]!);
    const started = Date.now();
    expect(await searchAll(word)).toEqual(fromEngine.get(word));
    expect(expectStatus(await app.client().get('/api/health/ready'), 200).body.searchEngine).toBe('down');
    kill(layout.shards[1]![0]!);
    kill(layout.front);
    for (const q of queries()) expect(await searchAll(q)).toEqual(fromEngine.get(q));
    for (const query of jobQueries()) expect(await searchJobs(query)).toEqual(jobsFromEngine.get(query));
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
