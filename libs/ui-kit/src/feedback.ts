// The kit's feedback entry: dialogs, tooltips, alerts and loading states, and the components built on
// tooltips (antd's Typography with ellipsis and copy, Avatar with groups). Full-page results and
// drawers have entries of their own (`./result`, `./drawer`): a shared entry is downloaded whole.
export { Alert, Avatar, Modal, Skeleton, Spin, Tooltip, Typography } from 'antd';
