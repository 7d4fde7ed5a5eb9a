export * from './constants';
export * from './messages';
export * from './routes';
export * from './validation';
export * from './format';
export * from './screen-texts';
export * from './profile';
export * from './notifications';
