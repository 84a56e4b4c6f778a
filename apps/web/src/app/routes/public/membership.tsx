import { association, INVOICE_DAYS } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { Card } from "~/components/ui/card";
import { Container, PageHeader } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { MembershipForm } from "~/features/membership/membership-form";
import { pageMeta } from "~/app/page-meta";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function MembershipPage() {
  return (
    <>
      <PageHeader title="Become a member">
        <p>
          Join the {association.name}: 10 CHF a year for students, 20 CHF for residents, graduates and specialists. After you apply, we
          e-mail you a link to confirm your address and, within {INVOICE_DAYS} days, the invoice. Your membership starts once the fee is
          received and an admin has approved your application.
        </p>
      </PageHeader>
      <Container className="py-10">
        <Card className="mx-auto max-w-3xl">
          <h2 className="mb-6 text-2xl font-bold">Membership application</h2>
          <MembershipForm />
        </Card>
      </Container>
      <Toaster />
    </>
  );
}
