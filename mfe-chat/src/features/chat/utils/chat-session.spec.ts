import { chatSessionId } from './chat-session';

describe('chatSessionId', () => {
  it('is one session a day for each nurse', () => {
    expect(chatSessionId(7, new Date(2026, 10, 25, 9, 30))).toBe('session-7-Wed Nov 25 2026');
    expect(chatSessionId(7, new Date(2026, 10, 25, 23, 59))).toBe('session-7-Wed Nov 25 2026');
  });
});
