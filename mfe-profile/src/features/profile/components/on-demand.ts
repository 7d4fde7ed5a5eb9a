import { lazyComponent } from '@nurse/ui-kit';

// Parts of the profile downloaded when first opened: the page shows none of them at first. The contact
// editor brings the location field and its city list; the specialty dialog its search and chips; the
// email confirmation the kit's feedback entry, which nothing else on the page uses.
export const ContactEditPanel = lazyComponent(() => import('./contact-edit-panel').then((m) => m.ContactEditPanel));
export const SpecialtyDialog = lazyComponent(() => import('./specialty-dialog').then((m) => m.SpecialtyDialog));
export const EmailChangeDialog = lazyComponent(() => import('./email-change-dialog').then((m) => m.EmailChangeDialog));
