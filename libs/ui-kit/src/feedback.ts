// The kit's feedback entry: dialogs, drawers, popovers, tooltips, results and loading states.
export { Alert, Drawer, Modal, Popconfirm, Result, Skeleton, Spin, Tooltip } from 'antd';
