import { useRef } from 'react';
import type { ModalProps } from 'antd';
import { lazyComponent } from './lazy-component';

const LoadedModal = lazyComponent<ModalProps>(() =>
  import('antd/es/modal').then((module) => module.default as React.ComponentType<ModalProps>),
);

/**
 * antd's dialog, downloaded the first time it opens: most visits to a screen with a dialog never open
 * it. Once opened it stays rendered, so closing runs antd's own animation and focus return.
 */
export function Modal(props: ModalProps) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  return opened.current ? <LoadedModal {...props} /> : null;
}
