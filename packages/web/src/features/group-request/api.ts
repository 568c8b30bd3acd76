import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { BOT_CHECK_PARAM } from '@lesesaal/domain/bot-check/protocol';
import { param, type ApiClient, type ApiData, type ApiInput } from '../../api/client';
import { useApi } from '../../api/api-context';

/** A group request as its organiser reads it (the manage page, and the answer to sending it). */
export type GroupRequestView = ApiData<'/api/group-requests/{token}', 'get'>;
/** What the request form sends. */
export type GroupRequestBody = ApiInput<'/api/group-requests', 'post'>;
/** A room as the visitor reads it, and one of its slots. */
export type GroupRoom = ApiData<'/api/rooms/{id}', 'get'>;
export type GroupSlot = ApiData<'/api/rooms/{id}/booking', 'get'>[number];

/** Query keys of the group visit's screens (own keys: no feature shares another's cache). */
export const groupKeys = {
  room: (id: number) => ['group-request', 'room', id] as const,
  slots: (roomId: number, day: string) => ['group-request', 'slots', roomId, day] as const,
  request: (token: string) => ['group-request', 'request', token] as const,
};

export const groupRoomQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: groupKeys.room(id),
    queryFn: () => api.GET('/api/rooms/{id}', { params: { path: { id: String(id) } } }),
  });

/** The room's slots of one day (every slot with seats, the rules they fail named). */
export const groupSlotsQuery = (api: ApiClient, roomId: number, day: string) =>
  queryOptions({
    queryKey: groupKeys.slots(roomId, day),
    queryFn: () =>
      api.GET('/api/rooms/{id}/booking', {
        params: { path: { id: String(roomId) }, query: { fromDate: day, untilDate: day } },
      }),
  });

/** The request of a mailed link (reading it changes nothing). */
export const groupRequestQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: groupKeys.request(token),
    queryFn: () => api.GET('/api/group-requests/{token}', { params: { path: { token } } }),
    retry: false,
  });

/**
 * Sends a group request with the bot check's answer (`botCheckAnswer`, as a new cart:
 * components/bot-check/use-bot-check.ts).
 */
export function useSendGroupRequest(botCheckAnswer: () => Promise<string | null>) {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: GroupRequestBody) => {
      const answer = await botCheckAnswer();
      return api.POST('/api/group-requests', {
        params: { query: { [BOT_CHECK_PARAM]: param(answer) } },
        body,
      });
    },
  });
}

/** A change through the mailed link: its answer is the request as it is now. */
function useGroupChange<TIn>(
  token: string,
  call: (api: ApiClient, input: TIn) => Promise<GroupRequestView>,
) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TIn) => call(api, input),
    onSuccess: (view) => client.setQueryData(groupKeys.request(token), view),
  });
}

/** Gives the number of participants (up to the day before the visit). */
export const useChangeParticipants = (token: string) =>
  useGroupChange(token, (api, participants: number) =>
    api.PUT('/api/group-requests/{token}/participants', {
      params: { path: { token } },
      body: { participants },
    }),
  );

/** Cancels the request (or the confirmed visit): its seats are free again. */
export const useCancelGroupRequest = (token: string) =>
  useGroupChange(token, (api, _: void) =>
    api.DELETE('/api/group-requests/{token}', { params: { path: { token } } }),
  );
