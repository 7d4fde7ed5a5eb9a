/** Whether a request path is the API's (everything else is the front ends and the remotes manifest). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
