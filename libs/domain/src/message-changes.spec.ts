import {
  MESSAGE_CHANGE_ERRORS,
  messageDeletableUntil,
  messageEditableUntil,
  withinDeleteWindow,
  withinEditWindow,
} from './message-changes';

const sentAt = new Date('2026-11-28T10:00:00.000Z');
const after = (ms: number) => new Date(sentAt.getTime() + ms);
const MINUTE = 60_000;

describe('message change windows', () => {
  it('lets her edit for 15 minutes, the last moment included', () => {
    expect(messageEditableUntil(sentAt).toISOString()).toBe('2026-11-28T10:15:00.000Z');
    expect(withinEditWindow(sentAt, after(0))).toBe(true);
    expect(withinEditWindow(sentAt, after(15 * MINUTE))).toBe(true);
    expect(withinEditWindow(sentAt, after(15 * MINUTE + 1))).toBe(false);
  });

  it('lets her delete for 48 hours, the last moment included', () => {
    expect(messageDeletableUntil(sentAt.toISOString()).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(withinDeleteWindow(sentAt, after(47 * 60 * MINUTE))).toBe(true);
    expect(withinDeleteWindow(sentAt, after(48 * 60 * MINUTE))).toBe(true);
    expect(withinDeleteWindow(sentAt, after(48 * 60 * MINUTE + 1))).toBe(false);
  });

  it('names the windows in its refusals', () => {
    expect(MESSAGE_CHANGE_ERRORS.editWindowPassed).toBe('Messages can be edited for 15 minutes after they are sent.');
    expect(MESSAGE_CHANGE_ERRORS.deleteWindowPassed).toBe('Messages can be deleted for 48 hours after they are sent.');
  });
});
