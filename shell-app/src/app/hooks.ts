import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RemoteHost } from '@nurse/ui-kit';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const RemoteHostContext = createContext<RemoteHost | null>(null);

export function useRemoteHost(): RemoteHost {
  const host = useContext(RemoteHostContext);
  if (!host) throw new Error('useRemoteHost must be used inside RemoteHostContext');
  return host;
}
