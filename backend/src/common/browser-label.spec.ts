import { browserLabel } from './browser-label';

describe('browserLabel', () => {
  it('names the browser and the system it runs on', () => {
    expect(
      browserLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(browserLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe('Firefox on Windows');
    expect(
      browserLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      ),
    ).toBe('Microsoft Edge on Mac');
  });

  it('says little of what names no browser, and nothing of no description', () => {
    expect(browserLabel('curl/8.5.0')).toBe('Another program');
    expect(browserLabel(null)).toBeNull();
  });
});
