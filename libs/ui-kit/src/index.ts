export * from './remote-contract';
export * from './theme';
export * from './count-badge';
export * from './top-bar';
// The kit's core entry also carries antd's buttons and app-level providers; screens import them from here.
export { App, Button, ConfigProvider } from 'antd';
