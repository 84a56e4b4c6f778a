import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ensureOk, unwrap } from "~/lib/api-client";

const myEventsKey = ["me", "registrations"] as const;

/** The upcoming events that take registrations, each with the member's own, and the past events they held a seat at (issue 41). */
export function useMyEvents() {
  return useQuery({ queryKey: myEventsKey, queryFn: () => unwrap(api.me.registrations.$get()) });
}

/** The QR code the board scans at the door; the server answers it only for one's own confirmed seat. */
export const checkInCodePath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/registration/check-in-code.svg`;

export type RegistrationStep = { eventId: string } & ({ kind: "register" } | { kind: "cancel" } | { kind: "answer"; accept: boolean });

/** One step on one's own registration; the list is read again after, as every step may move others too. */
export function useRegistrationStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: RegistrationStep): Promise<void> => {
      const param = { id: step.eventId };
      const registration = api.events[":id"].registration;
      if (step.kind === "register") await unwrap(registration.$post({ param }));
      else if (step.kind === "cancel") await ensureOk(await registration.$delete({ param }));
      else await unwrap(registration.offer.$post({ param, json: { accept: step.accept } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEventsKey }),
  });
}
