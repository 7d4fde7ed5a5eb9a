export * from './remote-contract';
export * from './theme';
export * from './count-badge';
export * from './top-bar';
export * from './notification-region';
