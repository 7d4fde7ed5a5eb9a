import { useOnline } from '@nurse/host';
import './offline-banner.css';

export const OFFLINE_BANNER_TEXT =
  "You're offline. Saved conversations and your wallet are still here; messages you write will be sent when you're back online.";

/** While the device has no connection: a line above the page saying so, and what still works. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="nk-offline-banner" role="status">
      {OFFLINE_BANNER_TEXT}
    </p>
  );
}
