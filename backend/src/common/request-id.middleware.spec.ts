import { requestIdFor } from './request-id.middleware';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c', 'edge-1700000000.42', 'trace:0af7651916cd43dd'])(
    'keeps a well-formed incoming id %p',
    (id) => {
      expect(requestIdFor(id)).toBe(id);
    },
  );

  it.each([undefined, '', 'short', 'has spaces in it', 'x'.repeat(129), 'id\nwith-a-new-line', ['first-id-123', 'second-id-456']])(
    'replaces %p with a new UUID',
    (incoming) => {
      expect(requestIdFor(incoming)).toMatch(UUID);
    },
  );
});
