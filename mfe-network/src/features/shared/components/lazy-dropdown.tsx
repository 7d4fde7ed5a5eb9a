import { cloneElement, useState, type ReactElement } from 'react';
import type { DropdownProps } from '@nurse/ui-kit/menus';

type MenusEntry = typeof import('@nurse/ui-kit/menus');

/** The kit's menus entry once downloaded: every menu of the page shares it. */
let menusEntry: MenusEntry | null = null;

interface LazyDropdownProps extends Omit<DropdownProps, 'open' | 'onOpenChange' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu. */
  children: ReactElement<{ onClick?: () => void }>;
}

/**
 * antd's drop-down menu, whose code (the kit's `menus` entry, about 40 KB) is downloaded when she first
 * presses a menu's button rather than with the page: a thread shows a menu button on each of her
 * messages, and most visits open none. Until then the button alone is drawn; pressing it downloads the
 * entry and opens the menu.
 */
export function LazyDropdown({ open, onOpenChange, children, ...props }: LazyDropdownProps) {
  const [menus, setMenus] = useState<MenusEntry | null>(menusEntry);
  if (menus) {
    return (
      <menus.Dropdown open={open} onOpenChange={onOpenChange} {...props}>
        {children}
      </menus.Dropdown>
    );
  }
  const openFirstTime = async () => {
    menusEntry ??= await import('@nurse/ui-kit/menus');
    setMenus(menusEntry);
    onOpenChange(true);
  };
  return cloneElement(children, { onClick: () => void openFirstTime() });
}
