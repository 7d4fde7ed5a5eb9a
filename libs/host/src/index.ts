export * from './create-host';
export * from './host-providers';
export * from './session-slice';
export * from './with-apis';
