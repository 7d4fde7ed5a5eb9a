export * from './create-host';
export * from './dev-pages';
export * from './host-providers';
export * from './live-hooks';
export * from './live-hub';
export * from './remote-host-context';
export * from './session-slice';
export * from './with-apis';
