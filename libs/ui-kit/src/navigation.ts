// The kit's navigation entry: antd's tabs, apart from the other entries because they bring their own
// overflow menu and dropdown, and a shared entry is downloaded whole.
export { Tabs } from 'antd';
export type { TabsProps } from 'antd';
