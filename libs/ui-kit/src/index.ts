// The kit's core entry, shared by the shell with every remote as one singleton. A shared module is not
// tree-shaken, so this entry holds only what nearly every screen needs; the heavier components are in
// the forms, data and feedback entries. Screens import antd from the kit only.
export { Alert, Button, Col, Flex, Row, Space, Spin, theme } from 'antd';
export type { ButtonProps, InputRef } from 'antd';
// The text inputs one by one: antd's `Input` carries its search, password, OTP and group variants on
// it, and a shared entry is downloaded whole (see docs/decisions/antd-through-shared-kit.md).
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as SearchInput } from 'antd/es/input/Search';
export * from './theme';
export * from './theme-variables';
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
