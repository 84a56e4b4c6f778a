import { Link, type LinkProps } from "react-router";
import { useLocalizedPath } from "~/lib/locale";

/** A link to an English path that leads to the same page in the reader's language (ADR 029). */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
