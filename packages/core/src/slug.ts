/**
 * The URL slug of a course title (public-site spec, career paths): lowercased, every run of
 * spaces or slashes becomes one hyphen, hyphens at either end are dropped.
 */
export function courseSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[\s/]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
