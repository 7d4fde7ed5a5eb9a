import { createElement } from 'react';
import { lazyComponent, Spin } from '@nurse/ui-kit';

// The group screens, downloaded when first shown: /messages is close to its size budget
// (scripts/bundle-size.mjs) and most visits open no group.
export const GroupThread = lazyComponent(
  () => import('./group-thread').then((m) => m.GroupThread),
  createElement('div', { className: 'nw-thread__center' }, createElement(Spin)),
);
export const NewGroupDialog = lazyComponent(() => import('./new-group-dialog').then((m) => m.NewGroupDialog));
