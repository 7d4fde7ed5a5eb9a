import { historyForScreen, isSessionOf } from './chat-history';

const at = (iso: string) => new Date(iso);
const item = (id: number, messageType: 'user' | 'assistant', message: string, createdAt: string) => ({
  id,
  messageType,
  message,
  createdAt: at(createdAt),
});

describe('historyForScreen', () => {
  it('orders by time, then by id', () => {
    const items = [
      item(3, 'assistant', 'b', '2026-11-25T10:01:00Z'),
      item(1, 'user', 'a', '2026-11-25T10:00:00Z'),
      item(2, 'user', 'c', '2026-11-25T10:01:00Z'),
    ];
    expect(historyForScreen(items).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('shows the same text by the same author once within a minute, but again a minute later or by the other author', () => {
    const items = [
      item(1, 'user', 'Hello', '2026-11-25T10:00:05Z'),
      item(2, 'user', 'Hello', '2026-11-25T10:00:50Z'),
      item(3, 'assistant', 'Hello', '2026-11-25T10:00:55Z'),
      item(4, 'user', 'Hello', '2026-11-25T10:01:10Z'),
    ];
    expect(historyForScreen(items).map((i) => i.id)).toEqual([1, 3, 4]);
  });
});

describe('isSessionOf', () => {
  it('accepts only her own sessions', () => {
    expect(isSessionOf('session-7-Wed Nov 25 2026', 7)).toBe(true);
    expect(isSessionOf('session-71-Wed Nov 25 2026', 7)).toBe(false);
    expect(isSessionOf('session-7-', 7)).toBe(false);
    expect(isSessionOf('session-anonymous-Wed Nov 25 2026', 7)).toBe(false);
  });
});
