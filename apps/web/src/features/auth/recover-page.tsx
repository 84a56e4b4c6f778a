import { INVALID_LINK_REDIRECT_MS, m, secureLinkTarget } from "@ssem/core";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Container } from "~/components/ui/page";
import { publicUrl } from "~/app/page-meta";
import { useLocale, useLocalizedNavigate } from "~/lib/locale";

/** /recover?link=…: forwards to a secure link of our own domain, or says it is invalid. */
export function RecoverPage() {
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    // The only host (and its subdomains) /recover may send a browser to: the site's own, PUBLIC_URL.
    const target = secureLinkTarget(searchParams.get("link"), new URL(publicUrl()).hostname);
    if (target.kind === "none") {
      navigate("/auth", { replace: true });
      return;
    }
    if (target.kind === "redirect") {
      window.location.replace(target.url);
      return;
    }
    setInvalid(true);
    const timer = setTimeout(() => navigate("/auth", { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [searchParams, navigate]);

  return (
    <Container className="py-20 text-center">
      {invalid ? (
        <div role="alert">
          <h1 className="text-2xl font-bold text-destructive">{m.auth_invalid_link_title({}, { locale })}</h1>
          <p className="mt-3 text-ink-muted">{m.auth_invalid_link_text({}, { locale })}</p>
        </div>
      ) : (
        <div role="status">
          <h1 className="text-2xl font-bold">{m.auth_opening_link({}, { locale })}</h1>
          <p className="mt-3 text-ink-muted">{m.auth_one_moment({}, { locale })}</p>

        </div>
      )}
    </Container>
  );
}
