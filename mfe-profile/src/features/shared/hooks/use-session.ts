import { useSelector } from 'react-redux';
import type { User } from '@nurse/api-client';
import type { RemoteSession } from '@nurse/federation';
import { useRemoteHost } from '@nurse/host';

const noUser = () => null;

/** The signed-in nurse as the shell keeps her, and the way to hand back her updated record. */
export function useSession(): { user: User | null; setUser: (user: User) => void; session: RemoteSession | undefined } {
  const { session } = useRemoteHost();
  const user = useSelector(session?.selectUser ?? noUser);
  return { user, setUser: (next: User) => session?.setUser(next), session };
}
