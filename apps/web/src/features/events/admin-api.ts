import type { AssociationEvent, EventFields, EventList } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ensureOk, unwrap } from "~/lib/api-client";

const eventsKey = ["admin", "events"] as const;
/** The Audit Log tab's queries: every change to an event adds an entry there. */
const auditLogKey = ["admin", "audit-log"] as const;

/** The events as an admin reads them (registration notes included): upcoming and recent past. */
export function useAdminEvents() {
  return useQuery({ queryKey: eventsKey, queryFn: (): Promise<EventList> => unwrap(api.events.$get()) });
}

function useEventMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventsKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}

/** Creates an event, or replaces the fields of the one with `id`. */
export function useSaveEvent() {
  return useEventMutation(({ id, fields }: { id?: string; fields: EventFields }): Promise<AssociationEvent> =>
    unwrap(id ? api.admin.events[":id"].$put({ param: { id }, json: fields }) : api.admin.events.$post({ json: fields })),
  );
}

export function useDeleteEvent() {
  return useEventMutation(async (id: string) => {
    // 204, no body to read.
    await ensureOk(await api.admin.events[":id"].$delete({ param: { id } }));
  });
}
