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

const boardMember = (lastName: string): BoardMember => ({
  firstName: "Board member",
  lastName,
  position: "Board Member",
  photo: null,
});

// PLACEHOLDER: the seven board members.
export const boardMembers: BoardMember[] = [
  boardMember("Placeholder 01"),
  boardMember("Placeholder 02"),
  boardMember("Placeholder 03"),
  boardMember("Placeholder 04"),
  boardMember("Placeholder 05"),
  boardMember("Placeholder 06"),
  boardMember("Placeholder 07"),
];

const advisor = (lastName: string): AffiliatedPerson => ({
  firstName: "Advisor",
  lastName,
  affiliation: "Hospital or organisation (placeholder)",
});

// PLACEHOLDER: the ten members of the advisory board.
export const advisoryBoard: AffiliatedPerson[] = [
  advisor("Placeholder 01"),
  advisor("Placeholder 02"),
  advisor("Placeholder 03"),
  advisor("Placeholder 04"),
  advisor("Placeholder 05"),
  advisor("Placeholder 06"),
  advisor("Placeholder 07"),
  advisor("Placeholder 08"),
  advisor("Placeholder 09"),
  advisor("Placeholder 10"),
];

const tutor = (lastName: string): AffiliatedPerson => ({
  firstName: "Tutor",
  lastName,
  affiliation: "Hospital or rescue service (placeholder)",
});

// PLACEHOLDER: the nineteen tutors, in any order (the page sorts them by last name).
export const tutors: AffiliatedPerson[] = [
  tutor("Placeholder 12"),
  tutor("Placeholder 03"),
  tutor("Placeholder 17"),
  tutor("Placeholder 08"),
  tutor("Placeholder 01"),
  tutor("Placeholder 19"),
  tutor("Placeholder 14"),
  tutor("Placeholder 05"),
  tutor("Placeholder 10"),
  tutor("Placeholder 02"),
  tutor("Placeholder 16"),
  tutor("Placeholder 07"),
  tutor("Placeholder 13"),
  tutor("Placeholder 04"),
  tutor("Placeholder 18"),
  tutor("Placeholder 09"),
  tutor("Placeholder 06"),
  tutor("Placeholder 15"),
  tutor("Placeholder 11"),
];

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

export const tutorsByLastName = sortByLastName(tutors);

const partner = (name: string): Partner => ({ name, logo: null, url: null });

// PLACEHOLDER: the five rescue services and organisations that support the association.
export const partners: Partner[] = [
  partner("Rescue service 1 (placeholder)"),
  partner("Rescue service 2 (placeholder)"),
  partner("Rescue service 3 (placeholder)"),
  partner("Organisation 4 (placeholder)"),
  partner("Organisation 5 (placeholder)"),
];
