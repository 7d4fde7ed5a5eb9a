import { API_PATHS, type CreatePushSubscriptionRequest, type PushDevice, type PushDeviceList, type PushKey } from '@nurse/api-client';
import { shellApi } from '../../app/api';

export type { PushDevice };

const pushWithTags = shellApi.enhanceEndpoints({ addTagTypes: ['PushDevices'] });

/** Her devices that take pushes, and the key a browser subscribes with. */
export const pushApi = pushWithTags.injectEndpoints({
  endpoints: (build) => ({
    pushKey: build.query<PushKey, void>({ query: () => API_PATHS.pushKey }),
    pushDevices: build.query<PushDeviceList, void>({ query: () => API_PATHS.pushSubscriptions, providesTags: ['PushDevices'] }),
    addPushDevice: build.mutation<PushDevice, CreatePushSubscriptionRequest>({
      query: (body) => ({ url: API_PATHS.pushSubscriptions, method: 'POST', body }),
      invalidatesTags: ['PushDevices'],
    }),
    removePushDevice: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.pushSubscription(id), method: 'DELETE' }),
      invalidatesTags: ['PushDevices'],
    }),
  }),
});

export const { usePushKeyQuery, usePushDevicesQuery, useAddPushDeviceMutation, useRemovePushDeviceMutation } = pushApi;
