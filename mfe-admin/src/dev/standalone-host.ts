import { createHost } from '@nurse/host';

/** The standalone dev page and the screen tests run the admin pages on the shell's own host code. */
export function createStandaloneHost() {
  return createHost();
}
