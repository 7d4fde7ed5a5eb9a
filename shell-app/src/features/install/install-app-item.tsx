import { useId, useState, useSyncExternalStore } from 'react';
import { installOffer, showInstallOffer, subscribeToInstallOffer } from './install-prompt';
import { installOption, readInstallDevice } from './install-option';

/**
 * "Install the app" in her account menu: the browser's install dialog where it offers one, the Share
 * steps on an iPhone or iPad, and nothing when the product already runs as the installed app.
 */
export function InstallAppItem() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer);
  const [stepsShown, setStepsShown] = useState(false);
  const stepsId = useId();
  const option = installOption({ ...readInstallDevice(window), canPrompt: offer !== null });

  if (option === 'none') return null;
  if (option === 'prompt') {
    return (
      <li>
        <button type="button" className="nk-account-menu__link" onClick={() => void showInstallOffer()}>
          Install the app
        </button>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="nk-account-menu__link"
        aria-expanded={stepsShown}
        aria-controls={stepsId}
        onClick={() => setStepsShown((shown) => !shown)}
      >
        Install the app
      </button>
      <p id={stepsId} className="nk-account-menu__note" hidden={!stepsShown}>
        Tap Share, then Add to Home Screen.
      </p>
    </li>
  );
}
