import { association, INVOICE_DAYS } from "@ssem/core";
import { Clock, FolderOpen, ShieldCheck, Sparkles, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { DashboardCard } from "./dashboard-card";

const iconClasses = "size-5 text-accent";

export function PendingApprovalCard({ className }: { className?: string }) {
  return (
    <DashboardCard title="Pending Approval" icon={<Clock aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>
        Thank you for your application. Your membership application is being reviewed by the board. You will get full access to
        the member area once an admin has approved your application and your annual fee has been received.
      </CardDescription>
      <p className="mt-3 text-ink-muted">
        The invoice for the annual fee will be e-mailed to you within {INVOICE_DAYS} days. Until then you can keep your profile up
        to date here.
      </p>
    </DashboardCard>
  );
}

export function ApplicationRejectedCard({ className }: { className?: string }) {
  return (
    <DashboardCard title="Application not accepted" icon={<UserX aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>
        We are sorry: your membership application was not accepted. If you have questions or think this is a mistake, please
        write to us at{" "}
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
        <Button asChild variant="outline">
          <Link to={to}>{action}</Link>
        </Button>
      </CardFooter>
    </DashboardCard>
  );
}

export function AdminAccessCard({ className }: { className?: string }) {
  return (
    <AreaLinkCard title="Admin Access" icon={<ShieldCheck aria-hidden="true" className={iconClasses} />} to="/admin-dashboard" action="Open Admin Dashboard" className={className}>
      Approve applicants, manage members and their roles, import members and moderate reviews.
    </AreaLinkCard>
  );
}

export function FileShareCard({ className }: { className?: string }) {
  return (
    <AreaLinkCard title="File Share" icon={<FolderOpen aria-hidden="true" className={iconClasses} />} to="/file-share" action="Open File Share" className={className}>
      Download the association's statutes and other documents shared with members.
    </AreaLinkCard>
  );
}

const comingSoon = ["Exclusive member pages", "Course enrollment"];

export function MemberFeaturesCard({ className }: { className?: string }) {
  return (
    <DashboardCard title="Member Features" icon={<Sparkles aria-hidden="true" className={iconClasses} />} className={className}>
      <CardDescription>More for members is on the way:</CardDescription>
      <ul className="mt-3 space-y-2">
        {comingSoon.map((feature) => (
          <li key={feature} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
            <span className="min-w-0">{feature}</span>
            <Badge tone="info" className="shrink-0">Coming Soon</Badge>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
