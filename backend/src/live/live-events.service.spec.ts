import { LIVE_EVENTS } from '@nurse/domain';
import { LiveEventsService, type LiveBroadcaster } from './live-events.service';

function recordingBroadcaster() {
  const sent: Array<{ rooms: string[]; event: string }> = [];
  const broadcaster: LiveBroadcaster = {
    to: (rooms) => ({ emit: (event) => sent.push({ rooms, event }) }),
    in: () => ({ disconnectSockets: () => undefined }),
  };
  return { broadcaster, sent };
}

describe('LiveEventsService', () => {
  it("sends an event once to each nurse's room", () => {
    const { broadcaster, sent } = recordingBroadcaster();
    const live = new LiveEventsService();
    live.attach(broadcaster);

    live.toUsers([3, 3, 4], LIVE_EVENTS.notifications, {});

    expect(sent).toEqual([{ rooms: ['user:3', 'user:4'], event: LIVE_EVENTS.notifications }]);
  });

  it('sends nothing once detached, as when a job finishes after its connection closed at shutdown', () => {
    const { broadcaster, sent } = recordingBroadcaster();
    const live = new LiveEventsService();
    live.attach(broadcaster);

    live.detach();
    live.toUsers([3], LIVE_EVENTS.notifications, {});

    expect(sent).toEqual([]);
  });
});
