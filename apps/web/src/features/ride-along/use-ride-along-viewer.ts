import { useEffect, useState } from "react";
import { api, unwrap } from "~/lib/api-client";
import { useSession } from "~/lib/session";

/** Which of the spec's three views the ride-along block shows. */
export type RideAlongViewer = "loading" | "visitor" | "nonMember" | "member";

/**
 * Loading while the page is prerendered and until the session check answers; then a visitor, or a
 * signed-in user whose roles (GET /api/me) make them a member or not. The server checks again on
 * submit: this only chooses what to show.
 */
export function useRideAlongViewer(): RideAlongViewer {
  const session = useSession();
  const userId = session.status === "signedIn" ? session.user.id : null;
  const [membership, setMembership] = useState<{ userId: string; isMember: boolean } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    unwrap(api.me.$get())
      .then((me) => current && setMembership({ userId, isMember: me.isMember }))
      // Unknown (server trouble): the Members Only notice, whose Go to Dashboard explains more.
      .catch(() => current && setMembership({ userId, isMember: false }));
    return () => {
      current = false;
    };
  }, [userId]);

  if (session.status === "loading") return "loading";
  if (!userId) return "visitor";
  if (membership?.userId !== userId) return "loading";
  return membership.isMember ? "member" : "nonMember";
}
