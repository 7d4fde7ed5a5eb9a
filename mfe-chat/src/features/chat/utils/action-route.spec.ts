import { actionRoute } from './action-route';

describe('actionRoute', () => {
  it('sends each kind of action to its screen', () => {
    expect(actionRoute({ type: 'specialty' })).toBe('/areas-of-interest');
    expect(actionRoute({ type: 'connections' })).toBe('/my-connections');
    expect(actionRoute({ type: 'profile' })).toBe('/profile');
  });
});
