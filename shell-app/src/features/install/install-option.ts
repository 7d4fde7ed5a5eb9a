/** What her account menu offers for installing the product on this device. */
export type InstallOption =
  /** The browser made an install offer: the menu shows its dialog. */
  | 'prompt'
  /** An iPhone or iPad, whose browsers make no offer: the menu shows the Share steps. */
  | 'ios-steps'
  /** Already installed and running as the app, or a browser that cannot install it: nothing. */
  | 'none';

export interface InstallDevice {
  /** The page runs as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  /** The browser made an install offer (`beforeinstallprompt`). */
  canPrompt: boolean;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

export function isAppleMobile({
  userAgent,
  platform,
  maxTouchPoints,
}: Pick<InstallDevice, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  // iPadOS presents itself as a Mac; only its touch screen tells it apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function installOption(device: InstallDevice): InstallOption {
  if (device.standalone) return 'none';
  if (device.canPrompt) return 'prompt';
  return isAppleMobile(device) ? 'ios-steps' : 'none';
}

/** The facts about this page's browser that decide the option (all but the offer). */
export function readInstallDevice(target: Window): Omit<InstallDevice, 'canPrompt'> {
  const nav = target.navigator as Navigator & { standalone?: boolean };
  return {
    standalone: target.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
  };
}
