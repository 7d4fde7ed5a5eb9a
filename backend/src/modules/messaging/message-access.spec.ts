import { mayAct, type MessageAccessFacts } from './message-access';

const pair = (facts: Partial<Extract<MessageAccessFacts, { kind: 'pair' }>> = {}): MessageAccessFacts => ({
  kind: 'pair',
  participant: true,
  blocked: false,
  inConversation: true,
  ...facts,
});
const group = (facts: Partial<Extract<MessageAccessFacts, { kind: 'group' }>> = {}): MessageAccessFacts => ({
  kind: 'group',
  member: true,
  sentAfterJoining: true,
  sender: false,
  blockedWithSender: false,
  ...facts,
});

describe('mayAct on a pair message', () => {
  it('lets the two in a conversation read, react and change', () => {
    for (const action of ['read', 'react', 'change'] as const) expect(mayAct(pair(), action)).toBe(true);
  });

  it('lets them read outside a conversation (a request), but not react or change', () => {
    expect(mayAct(pair({ inConversation: false }), 'read')).toBe(true);
    expect(mayAct(pair({ inConversation: false }), 'react')).toBe(false);
    expect(mayAct(pair({ inConversation: false }), 'change')).toBe(false);
  });

  it('refuses everything to anyone else and across a block', () => {
    for (const action of ['read', 'react', 'change'] as const) {
      expect(mayAct(pair({ participant: false }), action)).toBe(false);
      expect(mayAct(pair({ blocked: true }), action)).toBe(false);
    }
  });
});

describe('mayAct on a group message', () => {
  it('lets a member read and react to what was sent since she joined', () => {
    expect(mayAct(group(), 'read')).toBe(true);
    expect(mayAct(group(), 'react')).toBe(true);
  });

  it('refuses a non-member, a former member and a message from before she joined', () => {
    expect(mayAct(group({ member: false, sentAfterJoining: false }), 'read')).toBe(false);
    expect(mayAct(group({ sentAfterJoining: false }), 'read')).toBe(false);
  });

  it('hides a message from across a block, but never her own', () => {
    expect(mayAct(group({ blockedWithSender: true }), 'read')).toBe(false);
    expect(mayAct(group({ sender: true }), 'change')).toBe(true);
  });
});
