// The kit's feedback entry: dialogs, drawers, popovers, tooltips, results and loading states, and the
// components built on tooltips and popovers (antd's Typography with ellipsis and copy, Avatar with groups).
export { Alert, Avatar, Drawer, Modal, Popconfirm, Result, Skeleton, Spin, Tooltip, Typography } from 'antd';
