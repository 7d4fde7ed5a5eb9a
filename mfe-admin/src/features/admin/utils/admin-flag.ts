/**
 * The admin session is the flag isAdmin=true in local storage. It is only a UI hint
 * (which screen to show first); the server-side admin session is the authority.
 */
const ADMIN_FLAG_KEY = 'isAdmin';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasAdminFlag(): boolean {
  return storage()?.getItem(ADMIN_FLAG_KEY) === 'true';
}

export function setAdminFlag(): void {
  storage()?.setItem(ADMIN_FLAG_KEY, 'true');
}

export function clearAdminFlag(): void {
  storage()?.removeItem(ADMIN_FLAG_KEY);
}
