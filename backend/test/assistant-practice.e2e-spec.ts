/**
 * The career assistant answers "can I work in Florida?" from the asking nurse's own wallet: a yes with
 * its reason for a compact licence, the way to the Wallet screen for an empty one, never a licence
 * number, and never another nurse's licences.
 */
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, liveNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let texan: Nurse;
let empty: Nurse;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const NUMBER = 'TX-RN-5550123';

beforeAll(async () => {
  admin = await adminClient(app);
  texan = await liveNurse(app, {}, admin);
  empty = await liveNurse(app, {}, admin);
  expectStatus(
    await texan.client.post('/api/credentials/licences', {
      type: 'RN',
      state: 'TX',
      number: NUMBER,
      multistate: true,
      residenceState: 'TX',
      issueDate: day(-400),
      expiryDate: day(300),
      status: 'active',
    }),
    201,
  );
});

const ask = async (nurse: Nurse, message: string) => expectStatus(await nurse.client.post('/api/chat', { message }), 201).body;

describe('asking the assistant where she can practise', () => {
  it('says yes for Florida with a Texas multistate licence, and why, without the licence number', async () => {
    const reply = await ask(texan, 'can I work in Florida?');
    expect(reply.message).toMatch(
      /^Yes, you can practise in Florida \(FL\) with your RN multistate licence from Texas, your home state: Florida is a compact state\./,
    );
    expect(reply.message).not.toContain(NUMBER);
    expect(reply.message).not.toContain('5550123');
  });

  it('says no for California and not yet for Massachusetts, and sums up every state when none is named', async () => {
    expect((await ask(texan, 'Can I take a travel job in CA')).message).toContain('California (CA) is outside the Nurse Licensure Compact');
    expect((await ask(texan, 'could I work in massachusetts?')).message).toMatch(/^Not yet: Massachusetts \(MA\) enacted/);
    const all = await ask(texan, 'where can I practise?');
    expect(all.message).toMatch(/^With the licences in your wallet you can practise in \d+ states: .*\bFL\b.*\bTX\b/);
    expect(all.message).not.toContain(NUMBER);
  });

  it('points a nurse with no licences to the Wallet screen, never answering from another nurse’s wallet', async () => {
    const reply = await ask(empty, 'can I work in Florida?');
    expect(reply.message).toBe(
      "Your wallet has no licences yet, so I can't tell where you can practise. Add your licences on the Wallet screen (Profile, then Wallet) and ask me again.",
    );
    const refused = await empty.client.post('/api/chat', { message: 'can I work in Florida?', userId: texan.id });
    expect(refused.status).toBe(403);
  });

  it('tells her the 60 days to apply after a move she recorded', async () => {
    const mover = await liveNurse(app, {}, admin);
    const created = expectStatus(
      await mover.client.post('/api/credentials/licences', {
        type: 'RN',
        state: 'TX',
        number: 'TX-RN-777',
        multistate: true,
        residenceState: 'FL',
        movedOn: day(-10),
        issueDate: day(-400),
        expiryDate: day(300),
        status: 'active',
      }),
      201,
    );
    expect(created.body.movedOn).toBe(day(-10));
    const reply = await ask(mover, 'can I work in Colorado?');
    expect(reply.message).toContain(`until ${day(50)} (60 days after your move to Florida)`);
    expect(reply.message).toContain(`• You moved to FL on ${day(-10)}: apply for a licence in FL by ${day(50)}.`);
  });
});
