// Screen-test helpers of the remotes; never imported by code that ships.
export * from './render-remote';
