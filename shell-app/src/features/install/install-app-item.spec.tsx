import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstallAppItem } from './install-app-item';
import { installOffer, watchInstallOffer } from './install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

watchInstallOffer(window);

function renderItem() {
  return render(
    <ul>
      <InstallAppItem />
    </ul>,
  );
}

/** What Chromium sends: an event whose prompt() shows the install dialog. */
function offerInstall(): jest.Mock {
  const prompt = jest.fn().mockResolvedValue(undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(true);
  return prompt;
}

function runAs({ userAgent, standalone }: { userAgent?: string; standalone?: boolean }) {
  if (userAgent) jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: standalone === true && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('InstallAppItem', () => {
  it("shows the browser's install dialog where the browser offered one, once", async () => {
    runAs({});
    renderItem();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();

    const prompt = offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    await act(async () => undefined);
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer can be shown only once: the entry goes until the browser makes another.
    expect(installOffer()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('shows the Share steps on an iPhone', () => {
    runAs({ userAgent: IPHONE_SAFARI });
    renderItem();
    const install = screen.getByRole('button', { name: 'Install the app' });
    expect(screen.getByText('Tap Share, then Add to Home Screen.').hidden).toBe(true);

    fireEvent.click(install);
    expect(install.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Tap Share, then Add to Home Screen.').hidden).toBe(false);
  });

  it('is hidden when the product already runs as the installed app', () => {
    runAs({ userAgent: IPHONE_SAFARI, standalone: true });
    renderItem();
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('goes once the app is installed', () => {
    runAs({});
    renderItem();
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
