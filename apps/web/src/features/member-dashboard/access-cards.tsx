import { association, formatNumber, INVOICE_DAYS, m } from "@ssem/core";
import { Clock, FolderOpen, ShieldCheck, Sparkles, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { LocalizedLink } from "~/components/ui/localized-link";
import { useLocale } from "~/lib/locale";
import { DashboardCard } from "./dashboard-card";

const iconClasses = "size-5 text-accent";

export function PendingApprovalCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <DashboardCard title={m.dash_pending_title({}, { locale })} icon={<Clock aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>{m.dash_pending_text({}, { locale })}</CardDescription>
      <p className="mt-3 text-ink-muted">{m.dash_pending_invoice({ days: formatNumber(INVOICE_DAYS, locale) }, { locale })}</p>
    </DashboardCard>
  );
}

export function ApplicationRejectedCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <DashboardCard title={m.dash_rejected_title({}, { locale })} icon={<UserX aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>
        {m.dash_rejected_text({}, { locale })}{" "}
        <a href={`mailto:${association.infoEmail}`} className="link break-words">
          {association.infoEmail}
        </a>
        .
      </CardDescription>
    </DashboardCard>
  );
}

/** A card that leads to another part of the member area. */
function AreaLinkCard({ title, icon, to, action, className, children }: { title: string; icon: ReactNode; to: string; action: string; className?: string; children: ReactNode }) {
  return (
    <DashboardCard title={title} icon={icon} className={className}>
      <CardDescription>{children}</CardDescription>
      <CardFooter>
        <LocalizedLink to={to} className={buttonClasses({ variant: "outline" })}>{action}</LocalizedLink>
      </CardFooter>
    </DashboardCard>
  );
}

export function AdminAccessCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <AreaLinkCard
      title={m.dash_admin_title({}, { locale })}
      icon={<ShieldCheck aria-hidden="true" className={iconClasses} />}
      to="/admin-dashboard"
      action={m.dash_admin_action({}, { locale })}
      className={className}
    >
      {m.dash_admin_text({}, { locale })}
    </AreaLinkCard>
  );
}

export function FileShareCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <AreaLinkCard
      title={m.dash_files_title({}, { locale })}
      icon={<FolderOpen aria-hidden="true" className={iconClasses} />}
      to="/file-share"
      action={m.dash_files_action({}, { locale })}
      className={className}
    >
      {m.dash_files_text({}, { locale })}
    </AreaLinkCard>
  );
}

export function MemberFeaturesCard({ className }: { className?: string }) {
  const locale = useLocale();
  // Course enrollment left this list for "My events" (issue 41).
  const comingSoon = [m.dash_feature_pages({}, { locale })];
  return (
    <DashboardCard title={m.dash_features_title({}, { locale })} icon={<Sparkles aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>{m.dash_features_text({}, { locale })}</CardDescription>
      <ul className="mt-3 space-y-2">
        {comingSoon.map((feature) => (
          <li key={feature} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
            <span className="min-w-0">{feature}</span>
            <Badge tone="info" className="shrink-0">{m.dash_coming_soon({}, { locale })}</Badge>

          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
