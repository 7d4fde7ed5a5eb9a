import { isNetworkError, type ApiBaseQuery } from '@nurse/api-client';
import { reportServerReachable } from './connectivity';
import { savedAddressOf } from './saved-addresses';
import { markSavedCopy, unmarkSavedCopy } from './saved-copy-marks';

function signedInId(state: unknown): number | null {
  return (state as { session?: { user?: { id: number } | null } }).session?.user?.id ?? null;
}

/**
 * An api's base query that keeps her copy of the reads listed in saved-addresses.ts each time they
 * succeed, and answers such a read from that copy when it fails because the network cannot be reached
 * (the screen then says "Saved copy from …", `useSavedCopyTime`). Copies belong to the signed-in nurse.
 */
export function withSavedCopies(baseQuery: ApiBaseQuery): ApiBaseQuery {
  return async (args, api, extraOptions) => {
    const saved = savedAddressOf(args);
    const userId = saved ? signedInId(api.getState()) : null;
    const result = await baseQuery(args, api, extraOptions);
    reportServerReachable(!result.error || !isNetworkError(result.error));
    if (saved === null || userId === null) return result;
    if (!result.error) {
      unmarkSavedCopy(userId, saved.address);
      // She signed out while the answer was on its way: nothing of hers is written after the sign-out.
      if (signedInId(api.getState()) !== userId) return result;
      import('./saved-copies')
        .then((copies) => copies.saveCopy(userId, saved, result.data))
        .catch((error: unknown) => console.error('Could not keep a copy on the device', error));
      return result;
    }
    if (!isNetworkError(result.error)) return result;
    const copy = await import('./saved-copies').then((copies) => copies.readCopy(userId, saved.address)).catch(() => null);
    if (copy === null) return result;
    markSavedCopy(userId, saved.address, copy.savedAt);
    return { data: copy.body };
  };
}
