import { typingAt, typingSignalled, typingStopped } from './group-typing';
import { eventGroupId } from './group-event';

describe('group typing', () => {
  it('shows a member while her last signal is recent, in the order they began', () => {
    let state = typingSignalled(new Map(), 3, 1000);
    state = typingSignalled(state, 4, 2000);
    state = typingSignalled(state, 3, 2500);
    expect(typingAt(state, 3000, 5000)).toEqual([3, 4]);
    expect(typingAt(state, 7100, 5000)).toEqual([3]);
    expect(typingAt(state, 8000, 5000)).toEqual([]);
  });

  it('forgets a member whose message arrived', () => {
    const state = typingSignalled(new Map(), 3, 1000);
    expect(typingAt(typingStopped(state, 3), 1000, 5000)).toEqual([]);
    expect(typingStopped(state, 9)).toBe(state);
  });
});

it('reads the group an event is about', () => {
  expect(eventGroupId({ groupId: 5, userId: 2 })).toBe(5);
  expect(eventGroupId({ userId: 2 })).toBeNull();
  expect(eventGroupId(null)).toBeNull();
});
