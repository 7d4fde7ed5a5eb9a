export * from './remote-contract';
export * from './theme';
export * from './app-providers';
export * from './use-notify';
export * from './count-badge';
export * from './top-bar';
