import { lazyComponent } from '@nurse/ui-kit';

// The area's dialogs, downloaded when first opened: most visits open none, and they bring the kit's
// dialog entry (and the report form its choice entry) that the lists themselves do not need.
export const ConnectDialog = lazyComponent(() => import('./connect-dialog').then((m) => m.ConnectDialog));
export const MessageDialog = lazyComponent(() => import('./message-dialog').then((m) => m.MessageDialog));
export const ReportDialog = lazyComponent(() => import('./report-dialog').then((m) => m.ReportDialog));
export const BlockDialog = lazyComponent(() => import('./block-dialog').then((m) => m.BlockDialog));
export const SpecialtyDialog = lazyComponent(() => import('@nurse/pickers').then((m) => m.SpecialtyDialog));
