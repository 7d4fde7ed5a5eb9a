import { ROUTES } from './routes';

/**
 * A nurse's copy of what the product holds about her ("Download my data"): asked for from her
 * settings, built by the workers as one zip, kept for a few days, then deleted.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** An archive can be downloaded for this long after it is ready; then the file is deleted. */
export const DATA_EXPORT_KEEP_HOURS = 72;

/** How many archives she may ask for in a day (a rolling 24 hours). */
export const DATA_EXPORT_DAILY_LIMIT = 3;

/** The settings section that holds "Your data", as its address names it. */
export const SETTINGS_PARAMS = { section: 'section' } as const;
export const YOUR_DATA_SECTION = 'your-data';
export const yourDataRoute = `${ROUTES.settings}?${SETTINGS_PARAMS.section}=${YOUR_DATA_SECTION}`;

/** The name her browser saves the archive under: the day it was ready, in UTC. */
export function dataExportFileName(readyAt: Date): string {
  return `nurse-career-network-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** What the API answers and the settings screen shows. */
export const DATA_EXPORT_TEXTS = {
  alreadyPreparing: 'Your data is already being prepared. We will tell you when it is ready.',
  dailyLimit: `You can ask for your data ${DATA_EXPORT_DAILY_LIMIT} times a day. Please try again later.`,
  noneRequested: 'You have not asked for your data yet.',
  noArchive: 'There is no archive of your data to download. Ask for a new one from your settings.',
  expired: `Your archive was kept for ${DATA_EXPORT_KEEP_HOURS} hours and has been deleted. Ask for a new one from your settings.`,
  notificationReady: 'Your data is ready to download',
  sectionTitle: 'Your data',
  sectionIntro:
    'Download a copy of what Nurse Career Network holds about you: your profile, wallet and documents, continuing education, connections, messages, notifications, settings, job tracker and career assistant history.',
  keptFor: `The archive is kept for ${DATA_EXPORT_KEEP_HOURS} hours after it is ready.`,
  requestButton: 'Ask for my data',
  requested: 'We are preparing your data. We will tell you when it is ready.',
  preparing: 'Your data is being prepared…',
  ready: 'Your data is ready',
  failed: 'We could not prepare your data. Please ask again.',
  expiredStatus: 'Your last archive has expired.',
  downloadButton: 'Download my data',
  emailSubject: 'Your data is ready to download',
} as const;

/** An archive's size as her settings show it: "850 KB", "12.4 MB". */
export function formatArchiveSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
