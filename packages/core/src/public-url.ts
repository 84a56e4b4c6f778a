/**
 * Stands for the site's origin in the built web app (canonical links, sitemap, robots.txt, the
 * page's public-url meta tag). The server replaces it with PUBLIC_URL when it loads the build,
 * so one build serves any origin (ADR 011). The reserved .invalid domain can never be reached.
 */
export const PUBLIC_URL_PLACEHOLDER = "https://public-url.invalid";
