import { lazyComponent } from '@nurse/ui-kit';

// Parts of the profile downloaded when first opened: the page shows neither at first, and both bring
// the kit's choice entry (the location and specialty suggestions) that the page itself does not need.
export const ContactEditPanel = lazyComponent(() => import('./contact-edit-panel').then((m) => m.ContactEditPanel));
export const SpecialtyDialog = lazyComponent(() => import('@nurse/pickers').then((m) => m.SpecialtyDialog));
