import { z } from "zod";

// Zod probes `new Function` to decide whether to compile validators; in the browser our CSP
// forbids eval, and the probe alone is reported as a violation. Plain validation is fast enough.
z.config({ jitless: true });

export { z };
