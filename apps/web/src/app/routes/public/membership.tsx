import { association, INVOICE_DAYS, m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { Card } from "~/components/ui/card";
import { Container, PageHeader } from "~/components/ui/page";
import { Toaster } from "~/components/ui/toaster";
import { MembershipForm } from "~/features/membership/membership-form";
import { pageMeta } from "~/app/page-meta";
import { membershipTexts } from "~/app/page-texts/membership";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, membershipTexts);

export default function MembershipPage() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.membership_heading({}, { locale })}>
        <p>{m.membership_intro({ associationName: association.name, invoiceDays: String(INVOICE_DAYS) }, { locale })}</p>
      </PageHeader>
      <Container className="py-10">
        <Card className="mx-auto max-w-3xl">
          <h2 className="mb-6 text-xl font-bold break-words hyphens-auto sm:text-2xl">{m.membership_form_heading({}, { locale })}</h2>
          <MembershipForm />
        </Card>
      </Container>
      <Toaster />
    </>
  );
}
