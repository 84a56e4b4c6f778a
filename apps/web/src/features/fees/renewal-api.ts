import type { RenewalPreview, RenewalProgress } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

const renewalKey = (year: number) => ["admin", "fees", "renewal", year] as const;

/** What a renewal of `year` would do now (GET /api/admin/fees/renewals/preview), and how the last run ended. */
export function useRenewalPreview(year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...renewalKey(year), "preview"],
    queryFn: (): Promise<RenewalPreview> => unwrap(api.admin.fees.renewals.preview.$get({ query: { year: String(year) } })),
    enabled,
  });
}

/** A run's progress, polled every half second until it is finished. */
export function useRenewalProgress(year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...renewalKey(year), "progress"],
    queryFn: (): Promise<RenewalProgress> => unwrap(api.admin.fees.renewals[":year"].$get({ param: { year: String(year) } })),
    enabled,
    refetchInterval: (query) => (query.state.data?.finished ? false : 500),
  });
}

/** Starts (or resumes) the renewal of `year`; the progress and the invoice lists are fetched again. */
export function useStartRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number): Promise<RenewalProgress> => unwrap(api.admin.fees.renewals.$post({ json: { year } })),
    onSuccess: (progress) => queryClient.setQueryData([...renewalKey(progress.year), "progress"], progress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
