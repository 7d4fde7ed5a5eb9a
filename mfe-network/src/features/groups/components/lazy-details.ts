import { lazyComponent } from '@nurse/ui-kit';

// A group's details open from its thread: downloaded when first opened, with the kit's drawer.
export const GroupDetails = lazyComponent(() => import('./group-details').then((m) => m.GroupDetails));
