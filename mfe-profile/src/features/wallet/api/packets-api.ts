import {
  API_PATHS,
  type CreatedPacket,
  type CreatePacketRequest,
  type Packet,
  type PacketList,
  type PacketView,
  type PacketViewList,
} from '@nurse/api-client';
import { walletApi } from './wallet-api';

/** The packets she shares by link: her list with view counts, a new one (its link answered once), a log, revoking. */
export const packetsApi = walletApi.enhanceEndpoints({ addTagTypes: ['Packets'] }).injectEndpoints({
  endpoints: (build) => ({
    packets: build.query<Packet[], void>({
      query: () => API_PATHS.packets,
      transformResponse: (list: PacketList) => list.items,
      providesTags: ['Packets'],
    }),
    packetViews: build.query<PacketView[], number>({
      query: (id) => API_PATHS.packetViews(id),
      transformResponse: (list: PacketViewList) => list.items,
      providesTags: ['Packets'],
    }),
    sharePacket: build.mutation<CreatedPacket, CreatePacketRequest>({
      query: (body) => ({ url: API_PATHS.packets, method: 'POST', body }),
      invalidatesTags: ['Packets'],
    }),
    revokePacket: build.mutation<Packet, number>({
      query: (id) => ({ url: API_PATHS.packetRevoke(id), method: 'POST' }),
      invalidatesTags: ['Packets'],
    }),
  }),
});

export const { usePacketsQuery, usePacketViewsQuery, useSharePacketMutation, useRevokePacketMutation } = packetsApi;
