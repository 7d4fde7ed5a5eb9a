import { lazyComponent } from '@nurse/ui-kit';

// Parts of the profile downloaded when first opened: the page shows neither at first. The contact
// editor brings the location field and its city list; the specialty dialog its search and chips.
export const ContactEditPanel = lazyComponent(() => import('./contact-edit-panel').then((m) => m.ContactEditPanel));
export const SpecialtyDialog = lazyComponent(() => import('./specialty-dialog').then((m) => m.SpecialtyDialog));
