import { QueryClient, queryOptions } from "@tanstack/react-query";
import { api, ApiRequestError, unwrap } from "./api-client";

// Asking again cannot fix a refused request (signed out, no access, bad input); only retry server or network trouble.
const retryUnlessRefused = (failures: number, error: Error) => failures < 2 && !(error instanceof ApiRequestError && error.status < 500);

/**
 * The member area's one query client (ADR 010). Only member pages import it, so public pages do not
 * ship TanStack Query; the member layout provides it and its loader fills the viewer query.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false } } });

/** Who is signed in, with roles (GET /api/me). The layout's access check and the pages share this cache entry. */
export const viewerQuery = queryOptions({
  queryKey: ["me"],
  queryFn: () => unwrap(api.me.$get()),
  // The layout's loader fetched it just before the page mounts; the page need not ask again at once.
  staleTime: 5_000,
});
