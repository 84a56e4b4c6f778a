/**
 * Text or an attribute value as HTML, for the one place the server splices a string into markup it did not render:
 * PUBLIC_URL into the prerendered pages and the sitemap (site.ts). The /events listing and the mails are React,
 * which escapes for itself (ADR 029, "One renderer").
 */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
