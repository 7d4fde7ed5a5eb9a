// The kit's feedback entry: dialogs (downloaded when first opened), alerts and loading states (photos and
// initials are the core entry's UserAvatar: antd's Avatar brings popovers through its group).
// Full-page results and drawers have entries of their own (`./result`, `./drawer`): a shared entry is
// downloaded whole, so it holds only what the screens use (their texts are plain elements with the
// core entry's SecondaryText and ErrorText, not antd's Typography).
export { Alert, Skeleton, Spin } from 'antd';
export type { ModalProps } from 'antd';
export { Modal, preloadModal } from './modal';
