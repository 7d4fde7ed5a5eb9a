// Chip rows and suggestion pickers for specialties and other catalogue lists, shared by the profile
// remote and the network remote (the Interests screen). Built on antd through the kit.

export * from './chip-list';
export * from './suggest-input';
export * from './specialty-picker';
export * from './specialty-dialog';
export * from './specialty-match';
