export * from './host-interface';
export * from './remotes';
