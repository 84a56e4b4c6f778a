import { m } from "@ssem/core";
import { LogOut } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/page";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { useLocale, useLocalizedNavigate } from "~/lib/locale";
import { AdminAccessCard, ApplicationRejectedCard, FileShareCard, MemberFeaturesCard, PendingApprovalCard } from "./access-cards";
import { errorMessageIn, isUnauthenticated, useSignOut, useViewer } from "./api";
import { type DashboardCard, dashboardCards } from "./dashboard-cards";
import { FeeCard } from "./fee-card";
import { PasskeysCard } from "./passkeys-card";
import { PasswordCard } from "./password-card";
import { MyDataCard } from "./my-data-card";
import { MyEventsCard } from "./my-events-card";
import { ProfileCard } from "./profile-card";
import { ResignationCard } from "./resignation-card";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

const cardComponents: Record<DashboardCard, (props: { className?: string }) => ReactNode> = {
  applicationPending: PendingApprovalCard,
  applicationRejected: ApplicationRejectedCard,
  fee: FeeCard,
  myEvents: MyEventsCard,
  profile: ProfileCard,
  password: PasswordCard,
  sessions: SessionsCard,
  twoFactor: TwoFactorCard,
  passkeys: PasskeysCard,
  myData: MyDataCard,
  adminAccess: AdminAccessCard,
  fileShare: FileShareCard,
  memberFeatures: MemberFeaturesCard,
  resignation: ResignationCard,
};

// Two columns at most: on large screens the profile and the password card sit side by side, each wide
// enough for its Save and Cancel buttons to sit side by side too (ADR 008). The applicant's notice spans both.
const cardLayout: Partial<Record<DashboardCard, string>> = {
  applicationPending: "sm:col-span-2",
  applicationRejected: "sm:col-span-2",
  fee: "sm:col-span-2",
  myEvents: "sm:col-span-2",
  profile: "sm:col-span-2 lg:col-span-1",
};

export function MemberDashboard() {
  const viewer = useViewer();
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const signOut = useSignOut();
  const signedOut = isUnauthenticated(viewer.error);

  useEffect(() => {
    if (signedOut) void navigate("/auth", { replace: true });
  }, [signedOut, navigate]);

  const logout = () =>
    signOut.mutate(undefined, { onError: (error) => notify.error(m.dash_logout_failed({}, { locale }), errorMessageIn(error, locale)) });

  return (
    <>
      <header className="border-b border-border bg-surface">
        <Container className="flex flex-wrap items-end justify-between gap-4 py-10 sm:py-12">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{m.dash_title({}, { locale })}</h1>
            {viewer.data && <p className="mt-2 break-words text-ink-muted">{m.dash_signed_in_as({ email: viewer.data.email }, { locale })}</p>}
          </div>
          <Button variant="outline" onClick={logout} disabled={signOut.isPending || !viewer.data}>
            <LogOut aria-hidden="true" className="size-4" />
            {m.dash_logout({}, { locale })}
          </Button>
        </Container>
      </header>
      <Container className="py-8 sm:py-10">
        {(viewer.isPending || signedOut) && (
          <p role="status" className="text-ink-muted">
            {m.dash_loading({}, { locale })}
          </p>
        )}
        {viewer.isError && !signedOut && (
          <LoadFailed title={m.dash_load_failed({}, { locale })}
 detail={errorMessageIn(viewer.error, locale)} onRetry={() => void viewer.refetch()} />
        )}
        {viewer.data && (
          <div className="grid gap-6 sm:grid-cols-2">
            {dashboardCards(viewer.data).map((card) => {
              const CardComponent = cardComponents[card];
              return <CardComponent key={card} className={cardLayout[card]} />;
            })}
          </div>
        )}
      </Container>
    </>
  );
}
