// The kit's core entry, shared by the shell with every remote as one singleton (not tree-shaken as a
// shared module, so it holds only what nearly every screen needs). Screens import antd from the kit only.
export {
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Layout,
  Row,
  Space,
  Typography,
  theme,
} from 'antd';
export type { ButtonProps, CardProps } from 'antd';
export * from './remote-contract';
export * from './theme';
export * from './app-providers';
export * from './use-notify';
export * from './button-link';
export * from './count-badge';
export * from './empty-state';
export * from './user-avatar';
export * from './top-bar';
