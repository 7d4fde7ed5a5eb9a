import type { AppDispatch } from '../../app/store';
import { pushApi } from './push-api';
import { forgetThisDevice } from './this-device';

/**
 * Turns push off on this device as she signs out. Loaded only then (signed-in-layout.tsx imports it on
 * demand), so that no page downloads it with its first visit.
 */
export function forgetThisDeviceOnSignOut(dispatch: AppDispatch): Promise<void> {
  return forgetThisDevice((id) => dispatch(pushApi.endpoints.removePushDevice.initiate(id)).unwrap());
}
