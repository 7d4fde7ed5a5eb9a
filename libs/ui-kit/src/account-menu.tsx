import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { UserAvatar } from './user-avatar';

export interface AccountMenuProps {
  userName: string;
  profileImage?: string | null;
  /** Further entries after her settings, each an `<li>` (the shell adds "Install the app"). */
  moreItems?: ReactNode;
}

/**
 * Her photo in the top bar, opening a short list of links: her profile, her wallet and her settings. A disclosure
 * (a button that shows links), so the links are reached with Tab like any other; Escape or a click
 * elsewhere closes it.
 */
export function AccountMenu({ userName, profileImage, moreItems }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="nk-account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="nk-top-bar__avatar"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <UserAvatar name={userName} src={profileImage} size={36} />
        <span className="nk-top-bar__hidden-label">{`Your account (${userName})`}</span>
      </button>
      <ul id={listId} className="nk-account-menu__list" hidden={!open}>
        <li>
          <Link to={ROUTES.profile} className="nk-account-menu__link" onClick={() => setOpen(false)}>
            Your profile
          </Link>
        </li>
        <li>
          <Link to={ROUTES.wallet} className="nk-account-menu__link" onClick={() => setOpen(false)}>
            Wallet
          </Link>
        </li>
        <li>
          <Link to={ROUTES.settings} className="nk-account-menu__link" onClick={() => setOpen(false)}>
            Settings
          </Link>
        </li>
        {moreItems}
      </ul>
    </div>
  );
}
