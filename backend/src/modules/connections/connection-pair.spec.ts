import { orderedPair, requestObstacle, statusView, storedState } from './connection-pair';

describe('orderedPair', () => {
  it('keeps the smaller id first, whichever way round the pair comes', () => {
    expect(orderedPair(7, 3)).toEqual({ lowUserId: 3, highUserId: 7 });
    expect(orderedPair(3, 7)).toEqual({ lowUserId: 3, highUserId: 7 });
  });
});

describe('answers and views', () => {
  it('stores rejected as ignored, and shows ignored as rejected', () => {
    expect(storedState('rejected')).toBe('ignored');
    expect(storedState('ignored')).toBe('ignored');
    expect(storedState('accepted')).toBe('accepted');
    expect(statusView('ignored')).toBe('rejected');
    expect(statusView(undefined)).toBe('none');
    expect(statusView('pending')).toBe('pending');
  });
});

describe('requestObstacle', () => {
  it('lets a new pair ask', () => {
    expect(requestObstacle(null, 1)).toBeNull();
  });

  it('refuses a second request, and tells the asked one she was asked first', () => {
    expect(requestObstacle({ status: 'pending', requesterId: 1 }, 1)).toBe('already-requested');
    expect(requestObstacle({ status: 'pending', requesterId: 2 }, 1)).toBe('asked-by-other');
    expect(requestObstacle({ status: 'accepted', requesterId: 2 }, 1)).toBe('already-connected');
  });

  it('lets the nurse who declined ask later, not the one declined', () => {
    expect(requestObstacle({ status: 'ignored', requesterId: 2 }, 1)).toBeNull();
    expect(requestObstacle({ status: 'ignored', requesterId: 1 }, 1)).toBe('declined');
  });
});
