/**
 * The attribute the root route sets on <html> once React has hydrated the page. The prerendered
 * pages' bootstrap waits for it to replay a held tap, and the e2e tests wait for it (ADR 006).
 */
export const hydratedAttribute = "data-hydrated";
