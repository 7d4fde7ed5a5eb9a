export * from './models';
export * from './paths';
export * from './base-query';
export * from './errors';
export * from './field-errors';
export * from './remotes-manifest';
export * from './unauthorized-call';
