// The kit's core entry, shared by the shell with every remote as one singleton. A shared module is not
// tree-shaken, so this entry holds only what nearly every screen needs; the heavier components are in
// the forms, data and feedback entries. Screens import antd from the kit only.
export { Alert, Button, Col, Flex, Input, Row, Space, Spin, theme } from 'antd';
export type { ButtonProps, InputRef } from 'antd';
export * from './remote-contract';
export * from './theme';
export * from './app-providers';
export * from './use-notify';
export * from './button-link';
export * from './count-badge';
export * from './user-avatar';
export * from './top-bar';
export * from './notification-region';
// Screens tune the theme of a part of the page with it (and tests switch off motion); antd's base carries it anyway.
export { ConfigProvider } from 'antd';
export * from './jsdom-theme';
export * from './use-debounced-value';
export * from './lazy-component';
export * from './text';
