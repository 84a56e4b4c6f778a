import type { RideAlongStatus } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

const requestsKey = ["admin", "ride-along-requests"] as const;

export function useRideAlongRequests() {
  return useQuery({ queryKey: requestsKey, queryFn: () => unwrap(api.admin["ride-along-requests"].$get()) });
}

/** Marks a request done or open; the list and the audit log (every ["admin"] query) are fetched again. */
export function useSetRideAlongStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RideAlongStatus }) =>
      unwrap(api.admin["ride-along-requests"][":id"].$patch({ param: { id }, json: { status } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
