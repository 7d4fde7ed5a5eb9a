import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Drop-in for @rc-component/util's React/render (swapped in by rspack.config.js). antd only uses
 * it for effects such as the button click wave. The original imports react-dom/client up front,
 * which would put a whole React DOM client in this remote's first load unless the shell shares it;
 * here it is loaded on first use instead (from the shell when shared).
 */
const MARK = '__rc_react_root__';

type Container = (Element | DocumentFragment) & { [MARK]?: Promise<Root> };

export function render(node: ReactElement, container: Container): void {
  const root = container[MARK] ?? import('react-dom/client').then(({ createRoot }) => createRoot(container));
  container[MARK] = root;
  root.then((ready) => ready.render(node)).catch((error: unknown) => console.error('Could not render an antd effect', error));
}

export async function unmount(container: Container): Promise<void> {
  const root = container[MARK];
  delete container[MARK];
  if (root) (await root).unmount();
}
