import { NOTIFICATION_CATEGORIES } from '@nurse/domain';
import { notificationLink, notificationText } from '../notifications/notification-texts';
import { pushDeliveryOptions, pushPayload, pushTopic } from './push-message';

describe('push messages', () => {
  it('gives every category a topic a push service accepts', () => {
    for (const category of NOTIFICATION_CATEGORIES) {
      const topic = pushTopic(category, 2_147_483_647);
      expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
  });

  it('sends a message urgently and briefly, a renewal reminder normally for a day', () => {
    expect(pushDeliveryOptions('message', 7)).toEqual({ ttlSeconds: 4 * 3600, urgency: 'high', topic: 'm-7' });
    expect(pushDeliveryOptions('message-request', 7).urgency).toBe('high');
    expect(pushDeliveryOptions('credential-renewal', 3)).toEqual({ ttlSeconds: 24 * 3600, urgency: 'normal', topic: 'lr-3' });
  });

  it('carries the bell’s line and link, not the message', () => {
    const facts = { category: 'message' as const, subjectId: 12, actorName: 'Dana Lee', count: 1 };
    const payload = pushPayload({ category: 'message', text: notificationText(facts), link: notificationLink(facts) }, 12, 3);
    expect(payload).toEqual({
      title: 'Nurse Career Network',
      body: 'Dana Lee sent you a message',
      url: '/messages?userId=12',
      tag: 'm-12',
      badgeCount: 3,
    });
  });

  it('keeps topics apart per subject and category', () => {
    expect(pushTopic('message', 5)).not.toBe(pushTopic('message-request', 5));
    expect(pushTopic('message', 5)).not.toBe(pushTopic('message', 6));
  });
});
