// The kit's drawer entry: antd's side panel, kept apart from the feedback entry so that only the
// screens that slide a panel in download it.
export { Drawer } from 'antd';
export type { DrawerProps } from 'antd';
