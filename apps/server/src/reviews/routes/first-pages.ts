import type { AppDeps } from "../../http/context";
import { perApp, renderedCache } from "../../live/rendered-cache";

/**
 * The first page of each view of the board (filters and sort), as every visitor sees it until a
 * review is added or deleted: most visitors open the board on its default view, and rendering the
 * page costs more than reading it. Writes in this process clear it at once after their commit;
 * those of other processes through the live event the commit sends.
 */
export const firstPages = perApp((deps: AppDeps) => renderedCache(deps.events, "reviews", { ttlMs: 60_000, maxEntries: 200 }));
