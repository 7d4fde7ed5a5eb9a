import { useSelector } from 'react-redux';
import type { User } from '@nurse/api-client';
import { useRemoteHost } from './use-remote-host';

const noUser = () => null;

/**
 * The signed-in nurse as the shell keeps her. The shell renders these screens only for a live nurse who
 * has finished onboarding, so screens can rely on her being there.
 */
export function useNurse(): { nurse: User; setNurse: (user: User) => void } {
  const { session } = useRemoteHost();
  const user = useSelector(session?.selectUser ?? noUser);
  if (!user) throw new Error('The network screens need a signed-in nurse');
  return { nurse: user, setNurse: (next: User) => session?.setUser(next) };
}
