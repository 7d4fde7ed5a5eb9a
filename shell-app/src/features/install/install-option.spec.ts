import { installOption, type InstallDevice } from './install-option';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function device(overrides: Partial<InstallDevice>): InstallDevice {
  return { standalone: false, canPrompt: false, userAgent: ANDROID_CHROME, platform: 'Linux armv8l', maxTouchPoints: 5, ...overrides };
}

describe('installOption', () => {
  it("offers the browser's dialog when the browser made an install offer", () => {
    expect(installOption(device({ canPrompt: true }))).toBe('prompt');
  });

  it('shows the Share steps on an iPhone, which makes no offer', () => {
    expect(installOption(device({ userAgent: IPHONE_SAFARI, platform: 'iPhone' }))).toBe('ios-steps');
  });

  it('shows the Share steps on an iPad that presents itself as a Mac', () => {
    expect(installOption(device({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 }))).toBe('ios-steps');
  });

  it('offers nothing on a Mac without a touch screen or in a browser that made no offer', () => {
    expect(installOption(device({ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }))).toBe('none');
    expect(installOption(device({ userAgent: FIREFOX, platform: 'Linux x86_64', maxTouchPoints: 0 }))).toBe('none');
    expect(installOption(device({}))).toBe('none');
  });

  it('offers nothing once the product runs as the installed app', () => {
    expect(installOption(device({ standalone: true, canPrompt: true }))).toBe('none');
    expect(installOption(device({ standalone: true, userAgent: IPHONE_SAFARI, platform: 'iPhone' }))).toBe('none');
  });
});
