import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/page";
import { notify, Toaster } from "~/components/ui/toaster";
import { confirmEmail, inspectPasswordLink } from "./auth-api";
import { authLinkLocale, type Locale, m, parseAuthFragment, RETURN_PARAM, safeReturnPath } from "@ssem/core";
import { errorMessageIn } from "~/lib/error-message";
import { adoptLinkLocale, useLocale, useLocalizedPath } from "~/lib/locale";
import { LoginForm } from "./login-form";
import { refreshSession, useSession } from "~/lib/session";
import { SetPasswordForm } from "./set-password-form";

type Mode =
  | { name: "working" }
  | { name: "login"; email?: string; confirmed?: "now" | "before" }
  | { name: "setPassword"; email: string; type: "invite" | "recovery"; token: string };

/** What a confirmed applicant can do: sign in now; member features follow the admin's approval. */
const confirmedNextSteps = (locale: Locale) => m.auth_confirmed_next_steps({}, { locale });

/**
 * /auth: login, set password from a link, and sign-up confirmation, decided by the address fragment.
 * Signed in, one goes back to the page named by `?next=` (same-site paths only), else to the dashboard.
 */
export function AuthPage() {
  const navigate = useNavigate();
  const session = useSession();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const localize = useLocalizedPath();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM)) ?? localize("/member-dashboard");
  const [mode, setMode] = useState<Mode>({ name: "working" });
  const lastHash = useRef<string | null>(null);

  /** Keeps tokens out of the history and the address bar once they have been read. */
  const forgetFragment = () => {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    lastHash.current = "";
  };

  useEffect(() => {
    const handleFragment = () => {
      // Each fragment is handled once: a token must not be sent twice (React may run effects twice in development).
      if (lastHash.current === window.location.hash) return;
      lastHash.current = window.location.hash;
      const locale = adoptLinkLocale(window.location.hash);
      const fragment = parseAuthFragment(window.location.hash);
      if (fragment.kind === "none") {
        // A plain sign-in link from a mail names only the language (#lang=de), read above; other fragments (#main) stay.
        if (authLinkLocale(window.location.hash)) forgetFragment();
        setMode((current) => (current.name === "working" ? { name: "login" } : current));
        return;
      }
      // Set-password links keep their fragment until done, so a reload still finds the token.
      if (fragment.kind !== "setPassword") forgetFragment();
      if (fragment.kind === "error") {
        notify.error(m.auth_link_invalid({}, { locale }), fragment.description);
        setMode({ name: "login" });
        return;
      }
      setMode({ name: "working" });
      if (fragment.kind === "confirmSignup") {
        confirmEmail(fragment.tokenHash)
          .then(({ email, alreadyConfirmed }) => {
            notify.success(m.auth_email_confirmed({}, { locale }), alreadyConfirmed ? m.auth_already_confirmed_toast({}, { locale }) : confirmedNextSteps(locale));
            setMode({ name: "login", email, confirmed: alreadyConfirmed ? "before" : "now" });
          })
          .catch((error: unknown) => {
            notify.error(m.auth_email_confirmation_failed({}, { locale }), errorMessageIn(error, locale));
            setMode({ name: "login" });
          });
        return;
      }
      inspectPasswordLink(fragment.type, fragment.token)
        .then(({ email }) => setMode({ name: "setPassword", email, type: fragment.type, token: fragment.token }))
        .catch((error: unknown) => {
          forgetFragment();
          notify.error(m.auth_link_invalid({}, { locale }), errorMessageIn(error, locale));
          setMode({ name: "login" });
        });
    };
    handleFragment();
    // A link opened while /auth is already showing only changes the fragment.
    window.addEventListener("hashchange", handleFragment);
    return () => window.removeEventListener("hashchange", handleFragment);
  }, []);

  // A signed-in visitor without link parameters belongs on the page they came from, or the dashboard.
  const plainLogin = mode.name === "login" && !mode.confirmed;
  useEffect(() => {
    if (plainLogin && session.status === "signedIn") navigate(returnTo, { replace: true });
  }, [plainLogin, session.status, navigate, returnTo]);

  const title = mode.name === "setPassword" ? m.auth_title_set_password({}, { locale }) : m.auth_title_login({}, { locale });
  return (
    <Container className="py-12">
      <Card className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-6">
          {mode.name === "working" && (
            <p role="status" className="text-ink-muted">
              {m.auth_checking_link({}, { locale })}
            </p>
          )}
          {mode.name === "setPassword" && (
            <SetPasswordForm
              email={mode.email}
              type={mode.type}
              token={mode.token}
              onDone={async () => {
                // The answer signed them in: no second login.
                forgetFragment();
                await refreshSession();
                navigate(returnTo, { replace: true });
              }}
            />
          )}
          {mode.name === "login" && (
            <>
              {mode.confirmed && (
                <div role="status" className="mb-6 flex gap-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <p>
                    <strong>{m.auth_email_confirmed({}, { locale })}</strong>{" "}
                    {mode.confirmed === "before" ? m.auth_already_confirmed({}, { locale }) : confirmedNextSteps(locale)}

                  </p>
                </div>
              )}
              <LoginForm initialEmail={mode.email} returnTo={returnTo} />
            </>
          )}
        </div>
      </Card>
      <Toaster />
    </Container>
  );
}
