import { localized } from "./localized";

/**
 * The people and partners shown on the About page.
 *
 * PLACEHOLDER: the specification names nobody. Every entry below is a stand-in that the
 * association replaces with real names, affiliations, photos and logos; the page renders
 * whatever is here, so no component needs to change.
 */

export type Person = { firstName: string; lastName: string };

export type BoardMember = Person & {
  position: string;
  /** Portrait in /public, square; null shows an initials avatar instead. */
  photo: string | null;
};

export type AffiliatedPerson = Person & { affiliation: string };

export type Partner = {
  name: string;
  /** Logo in /public; null shows a text wordmark instead. */
  logo: string | null;
  url: string | null;
};

/**
 * People by last name, then first name, as a Swiss reader expects: "de-CH" collation sorts
 * umlauts with their base letter (Müller before Nater), which plain string comparison does not.
 * Returns a new array; the input is left as it is.
 */
export function sortByLastName<T extends Person>(people: readonly T[]): T[] {
  return [...people].sort(
    (a, b) => a.lastName.localeCompare(b.lastName, "de-CH") || a.firstName.localeCompare(b.firstName, "de-CH"),
  );
}

/** The words of the placeholder entries, per language (PLACEHOLDER: replaced by the association's real people). */
type PlaceholderWords = {
  boardMember: string;
  boardPosition: string;
  advisor: string;
  advisorAffiliation: string;
  tutor: string;
  tutorAffiliation: string;
  rescueService: string;
  organisation: string;
  placeholder: string;
  /** Marks a placeholder partner, e.g. "(placeholder)". */
  marker: string;
};

export type People = {
  boardMembers: BoardMember[];
  advisoryBoard: AffiliatedPerson[];
  /** In any order; the page shows tutorsByLastName. */
  tutors: AffiliatedPerson[];
  tutorsByLastName: AffiliatedPerson[];
  partners: Partner[];
};

function placeholderPeople(words: PlaceholderWords): People {
  const numbered = (n: number) => `${words.placeholder} ${String(n).padStart(2, "0")}`;
  const boardMember = (n: number): BoardMember => ({ firstName: words.boardMember, lastName: numbered(n), position: words.boardPosition, photo: null });
  const advisor = (n: number): AffiliatedPerson => ({ firstName: words.advisor, lastName: numbered(n), affiliation: words.advisorAffiliation });
  const tutor = (n: number): AffiliatedPerson => ({ firstName: words.tutor, lastName: numbered(n), affiliation: words.tutorAffiliation });
  const partner = (name: string): Partner => ({ name, logo: null, url: null });
  // PLACEHOLDER: the nineteen tutors, in any order (the page sorts them by last name).
  const tutors = [12, 3, 17, 8, 1, 19, 14, 5, 10, 2, 16, 7, 13, 4, 18, 9, 6, 15, 11].map(tutor);
  return {
    // PLACEHOLDER: the seven board members.
    boardMembers: [1, 2, 3, 4, 5, 6, 7].map(boardMember),
    // PLACEHOLDER: the ten members of the advisory board.
    advisoryBoard: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(advisor),
    tutors,
    tutorsByLastName: sortByLastName(tutors),
    // PLACEHOLDER: the five rescue services and organisations that support the association.
    partners: [
      partner(`${words.rescueService} 1 ${words.marker}`),
      partner(`${words.rescueService} 2 ${words.marker}`),
      partner(`${words.rescueService} 3 ${words.marker}`),
      partner(`${words.organisation} 4 ${words.marker}`),
      partner(`${words.organisation} 5 ${words.marker}`),
    ],
  };
}

export const peopleContent = localized<People>(
  placeholderPeople({
    boardMember: "Board member",
    boardPosition: "Board Member",
    advisor: "Advisor",
    advisorAffiliation: "Hospital or organisation (placeholder)",
    tutor: "Tutor",
    tutorAffiliation: "Hospital or rescue service (placeholder)",
    rescueService: "Rescue service",
    organisation: "Organisation",
    placeholder: "Placeholder",
    marker: "(placeholder)",
  }),
  {
    de: placeholderPeople({
      boardMember: "Vorstandsmitglied",
      boardPosition: "Vorstandsmitglied",
      advisor: "Beirat",
      advisorAffiliation: "Spital oder Organisation (Platzhalter)",
      tutor: "Tutor",
      tutorAffiliation: "Spital oder Rettungsdienst (Platzhalter)",
      rescueService: "Rettungsdienst",
      organisation: "Organisation",
      placeholder: "Platzhalter",
      marker: "(Platzhalter)",
    }),
    fr: placeholderPeople({
      boardMember: "Membre du comité",
      boardPosition: "Membre du comité",
      advisor: "Conseiller",
      advisorAffiliation: "Hôpital ou organisation (espace réservé)",
      tutor: "Tuteur",
      tutorAffiliation: "Hôpital ou service de sauvetage (espace réservé)",
      rescueService: "Service de sauvetage",
      organisation: "Organisation",
      placeholder: "Espace réservé",
      marker: "(espace réservé)",
    }),
    it: placeholderPeople({
      boardMember: "Membro di comitato",
      boardPosition: "Membro di comitato",
      advisor: "Consulente",
      advisorAffiliation: "Ospedale o organizzazione (segnaposto)",
      tutor: "Tutor",
      tutorAffiliation: "Ospedale o servizio di soccorso (segnaposto)",
      rescueService: "Servizio di soccorso",
      organisation: "Organizzazione",
      placeholder: "Segnaposto",
      marker: "(segnaposto)",
    }),
  },
);
