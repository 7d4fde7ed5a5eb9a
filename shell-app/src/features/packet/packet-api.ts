import { API_PATHS, type SharedPacket } from '@nurse/api-client';
import { shellApi } from '../../app/api';

/** A packet a nurse shared, read by its recipient with no session: the link's token is the key. */
export const packetApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // Every read is a view in her log, so the page reads it once and never again on its own.
    sharedPacket: build.query<SharedPacket, string>({
      query: (token) => API_PATHS.sharedPacket(token),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSharedPacketQuery } = packetApi;
