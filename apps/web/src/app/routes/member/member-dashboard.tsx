import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import type { MetaFunction } from "react-router";
import { Toaster } from "~/components/ui/toaster";
import { MemberDashboard } from "~/features/member-dashboard/member-dashboard";
import { ApiRequestError } from "~/lib/api-client";
import { documentTitle } from "~/lib/page-meta";

export const meta: MetaFunction = () => [{ title: documentTitle("Member dashboard") }, { name: "robots", content: "noindex" }];

// Asking again cannot fix a refused request (signed out, no access, bad input); only retry server or network trouble.
const retryUnlessRefused = (failures: number, error: Error) => failures < 2 && !(error instanceof ApiRequestError && error.status < 500);

/** The query client lives here, not in the root, so public pages do not ship TanStack Query. */
export default function MemberDashboardRoute() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MemberDashboard />
      <Toaster />
    </QueryClientProvider>
  );
}
