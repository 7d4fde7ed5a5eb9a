import { connectionActionFor } from './connection-action-for';

describe('connectionActionFor', () => {
  const me = 10;

  it('offers Message once the two are connected', () => {
    expect(connectionActionFor(me, { id: 1, status: 'accepted', requesterId: 20 })).toEqual({ kind: 'message' });
  });

  it('shows Request Sent while her own request waits, Accept and Decline when the other asked', () => {
    expect(connectionActionFor(me, { id: 2, status: 'pending', requesterId: me })).toEqual({ kind: 'sent' });
    expect(connectionActionFor(me, { id: 3, status: 'pending', requesterId: 20 })).toEqual({ kind: 'answer', connectionId: 3 });
  });

  it('offers Connect for no connection, a declined one, or a status that could not be read', () => {
    expect(connectionActionFor(me, { id: null, status: 'none', requesterId: null })).toEqual({ kind: 'connect' });
    expect(connectionActionFor(me, { id: 4, status: 'rejected', requesterId: me })).toEqual({ kind: 'connect' });
    expect(connectionActionFor(me, null)).toEqual({ kind: 'connect' });
  });
});
