import { TYPING_THROTTLE_MS } from '@nurse/domain';
import { shouldSendTyping } from './typing-throttle';

describe('shouldSendTyping', () => {
  it('sends the first keystroke, then none until the throttle window has passed', () => {
    expect(shouldSendTyping(null, 1000)).toBe(true);
    expect(shouldSendTyping(1000, 1000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendTyping(1000, 1000 + TYPING_THROTTLE_MS)).toBe(true);
  });
});
