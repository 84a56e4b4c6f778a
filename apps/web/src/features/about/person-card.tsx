import type { ReactNode } from "react";
import { m } from "@ssem/core";
import { Avatar } from "~/components/ui/avatar";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { AffiliatedPerson, BoardMember, Person } from "~/content/people";
import { useLocale } from "~/lib/locale";

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

const initials = (person: Person) => `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();

export function BoardMemberCard({ member }: { member: BoardMember }) {
  return (
    <Card role="listitem" className="items-center text-center">
      <Avatar initials={initials(member)} src={member.photo} size="lg" />
      <CardTitle className="mt-4 break-words">{fullName(member)}</CardTitle>
      <p className="mt-1 text-sm font-medium text-red-800">{member.position}</p>
    </Card>
  );
}

export function AffiliatedPersonCard({ person }: { person: AffiliatedPerson }) {
  return (
    <Card role="listitem" className="flex-row! items-center gap-4 p-5!">
      <Avatar initials={initials(person)} />
      <div className="min-w-0">
        <CardTitle className="break-words">{fullName(person)}</CardTitle>
        <p className="mt-1 break-words text-sm text-ink-muted">{person.affiliation}</p>
      </div>
    </Card>
  );
}

/** The last tile of a list the association is still growing. */
export function MoreToComeCard({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <Card role="listitem" className="justify-center border-dashed bg-muted! p-5! shadow-none!">
      <CardTitle>{m.about_more_to_come({}, { locale })}</CardTitle>
      <CardDescription className="text-sm">{children}</CardDescription>
    </Card>
  );
}
