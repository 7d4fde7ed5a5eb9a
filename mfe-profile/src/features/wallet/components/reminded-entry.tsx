import { createContext, useContext, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReminderEntry } from '@nurse/api-client';
import { WALLET_PARAMS } from '@nurse/domain';
import { useReminderEntryQuery } from '../api/wallet-api';

const RemindedEntry = createContext<ReminderEntry | null>(null);

/** The reminder id in the wallet's address (/wallet?reminder=12), or null. */
function reminderId(params: URLSearchParams): number | null {
  const value = Number(params.get(WALLET_PARAMS.reminder));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The wallet entry a renewal reminder she followed was about, for the cards below: that card is scrolled
 * to and marked. A reminder that is not found (the entry since deleted) leaves the wallet as it is.
 */
export function RemindedEntryProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const id = reminderId(params);
  const { data } = useReminderEntryQuery(id ?? skipToken);
  return <RemindedEntry.Provider value={id === null ? null : (data ?? null)}>{children}</RemindedEntry.Provider>;
}

/** True for the card of the entry her renewal reminder was about. */
export function useReminded(kind: ReminderEntry['kind'], id: number): boolean {
  const entry = useContext(RemindedEntry);
  return entry !== null && entry.kind === kind && entry.entryId === id;
}
