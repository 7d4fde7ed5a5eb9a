import { useRef } from 'react';
import type { ModalProps } from 'antd';
import { lazyComponent } from './lazy-component';

const loadModal = () => import('antd/es/modal').then((module) => module.default as React.ComponentType<ModalProps>);
const LoadedModal = lazyComponent<ModalProps>(loadModal);

/**
 * Downloads the dialog's code before it first opens, for a dialog that may have to open offline (the
 * app's service worker keeps what was downloaded online). A failed download is left to the first opening.
 */
export function preloadModal(): void {
  loadModal().catch(() => undefined);
}

/**
 * antd's dialog, downloaded the first time it opens: most visits to a screen with a dialog never open
 * it. Once opened it stays rendered, so closing runs antd's own animation and focus return.
 */
export function Modal(props: ModalProps) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  return opened.current ? <LoadedModal {...props} /> : null;
}
