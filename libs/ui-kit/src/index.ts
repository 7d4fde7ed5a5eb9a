export * from './remote-contract';
export * from './theme';
export * from './count-badge';
export * from './top-bar';
// The kit's core entry also carries antd's app-level and layout pieces; screens import them from here.
export { App, Avatar, Button, Card, ConfigProvider, Flex, Space, Typography, theme } from 'antd';
