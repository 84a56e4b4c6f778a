import type { AssociationEvent, BoardRegistrationStep, EventFields, EventList, EventMailAudience, NewsletterInput, RegistrationSettings } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MailMutations } from "~/components/mail/mail-composer";
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

/** Cancels an event for good (issue 41): its registrations go with it, and everyone registered or waiting is told. */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<AssociationEvent> => unwrap(api.admin.events[":id"].cancel.$post({ param: { id } })),
    // The event's registration settings and list changed with it, so everything under the events key is read again.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: eventsKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}

const registrationKey = (eventId: string) => ["admin", "events", eventId, "registration"] as const;

/** An event's registration settings (issue 41), with the seats held and the people waiting. */
export function useRegistrationSettings(eventId: string) {
  return useQuery({
    queryKey: [...registrationKey(eventId), "settings"],
    queryFn: () => unwrap(api.admin.events[":id"].registration.$get({ param: { id: eventId } })),
  });
}

/** Everyone who registered for an event, in the order of the list, with their address and language. */
export function useEventRegistrations(eventId: string) {
  return useQuery({
    queryKey: [...registrationKey(eventId), "list"],
    queryFn: async () => (await unwrap(api.admin.events[":id"].registrations.$get({ param: { id: eventId } }))).registrations,
  });
}

function useRegistrationMutation<Variables, Result>(eventId: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: registrationKey(eventId) }), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}

export function useSaveRegistrationSettings(eventId: string) {
  return useRegistrationMutation(eventId, (settings: RegistrationSettings) =>
    unwrap(api.admin.events[":id"].registration.$put({ param: { id: eventId }, json: settings })),
  );
}

/** The board's step on one registration: approve, reject, move up or cancel. */
export function useBoardRegistrationStep(eventId: string) {
  return useRegistrationMutation(eventId, async ({ registrationId, step }: { registrationId: string; step: BoardRegistrationStep }) => {
    await ensureOk(await api.admin.events[":id"].registrations[":registrationId"][":step"].$post({ param: { id: eventId, registrationId, step } }));
  });
}

/** Attended, absent or not marked: at the door and after the event. */
export function useAttendance(eventId: string) {
  return useRegistrationMutation(eventId, ({ registrationId, attended }: { registrationId: string; attended: boolean | null }) =>
    unwrap(api.admin.events[":id"].registrations[":registrationId"].attendance.$put({ param: { id: eventId, registrationId }, json: { attended } })),
  );
}

const checkInKey = (token: string) => ["admin", "check-in", token] as const;

/** Whose check-in code the board's phone opened. */
export function useCheckInCard(token: string) {
  return useQuery({
    queryKey: checkInKey(token),
    queryFn: async () => (await unwrap(api.admin["check-in"][":token"].$get({ param: { token } }))).registration,
  });
}

export function useCheckIn(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.admin["check-in"][":token"].$post({ param: { token } }))).registration,
    onSuccess: (registration) => {
      queryClient.setQueryData(checkInKey(token), registration);
      return queryClient.invalidateQueries({ queryKey: registrationKey(registration.eventId) });
    },
  });
}

/** The board's mail to an event's registered or waiting people: its preview, a test copy, and the mail itself. */
export function useEventMail(eventId: string, audience: EventMailAudience): MailMutations {
  const queryClient = useQueryClient();
  const mail = api.admin.events[":id"].mail;
  const json = (draft: NewsletterInput) => ({ param: { id: eventId }, json: { ...draft, audience } });
  return {
    preview: useMutation({ mutationFn: (draft: NewsletterInput) => unwrap(mail.preview.$post(json(draft))) }),
    test: useMutation({ mutationFn: (draft: NewsletterInput) => unwrap(mail.test.$post(json(draft))) }),
    send: useMutation({
      mutationFn: (draft: NewsletterInput) => unwrap(mail.$post(json(draft))),
      onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKey }),
    }),
  };
}

/** The list as a file for Swiss Excel, its headers in the reader's language. */
export const registrationsCsvUrl = (eventId: string, locale: string) => `/api/admin/events/${encodeURIComponent(eventId)}/registrations.csv?lang=${locale}`;
