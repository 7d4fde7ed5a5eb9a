import { notificationLink, notificationText } from './notification-texts';

describe('notification texts', () => {
  it('names the sender and counts a burst of messages, never quoting them', () => {
    const facts = { category: 'message' as const, subjectId: 7, actorName: 'Ann Lee', count: 1 };
    expect(notificationText(facts)).toBe('Ann Lee sent you a message');
    expect(notificationText({ ...facts, count: 50 })).toBe('Ann Lee sent you 50 messages');
    expect(notificationLink(facts)).toBe('/messages?userId=7');
  });

  it('names the group of a group message and leads to it, never quoting the message', () => {
    const facts = { category: 'group-message' as const, subjectId: 12, actorName: 'Ann Lee', count: 1, detail: 'Night shift ICU' };
    expect(notificationText(facts)).toBe('Ann Lee sent a message in Night shift ICU');
    expect(notificationText({ ...facts, count: 3 })).toBe('3 new messages in Night shift ICU, the latest from Ann Lee');
    expect(notificationLink(facts)).toBe('/messages?groupId=12');
  });

  it('has a text and a link for every category', () => {
    for (const category of [
      'connection-request',
      'connection-accepted',
      'message-request',
      'account-live',
      'career-plan-ready',
      'report-handled',
    ] as const) {
      const facts = { category, subjectId: 1, actorName: 'Bo', count: 1 };
      expect(notificationText(facts)).toMatch(/\w/);
      expect(notificationLink(facts)).toMatch(/^\//);
    }
  });

  it('leads a job alert to her saved searches, a followed listing that changed to its details, a renewal to its entry in her wallet', () => {
    const facts = { subjectId: 42, actorName: null, count: 1 };
    expect(notificationLink({ ...facts, category: 'job-alert' })).toBe('/areas-of-interest?tab=jobs&view=saved-searches');
    expect(notificationLink({ ...facts, category: 'job-update' })).toBe('/areas-of-interest?tab=jobs&view=applications&job=42');
    expect(notificationLink({ ...facts, category: 'credential-renewal' })).toBe('/wallet?reminder=42');
  });
});
