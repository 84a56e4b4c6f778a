import { describe, expect, it } from "vitest";
import { peopleContent, sortByLastName } from "./people";

const { advisoryBoard, boardMembers, partners, tutors, tutorsByLastName } = peopleContent.en;

describe("About page people", () => {
  it("has the counts the specification asks for", () => {
    expect(boardMembers).toHaveLength(7);
    expect(advisoryBoard).toHaveLength(10);
    expect(tutors).toHaveLength(19);
    expect(partners).toHaveLength(5);
  });

  it("gives every board member the position Board Member", () => {
    for (const member of boardMembers) expect(member.position).toBe("Board Member");
  });

  it("gives every advisor and tutor an affiliation", () => {
    for (const person of [...advisoryBoard, ...tutors]) expect(person.affiliation.trim()).not.toBe("");
  });

  it("shows the tutors sorted by last name, in every language", () => {
    expect(tutorsByLastName).toEqual(sortByLastName(tutors));
    for (const people of Object.values(peopleContent)) expect(people.tutorsByLastName).toEqual(sortByLastName(people.tutors));
  });
});

describe("sortByLastName", () => {
  const name = (firstName: string, lastName: string) => ({ firstName, lastName });

  it("sorts umlauts with their base letter, as in Swiss German", () => {
    const sorted = sortByLastName([name("Lea", "Zürcher"), name("Jonas", "Özdemir"), name("Anna", "Müller"), name("Nina", "Meier"), name("Tim", "Nater")]);
    expect(sorted.map((person) => person.lastName)).toEqual(["Meier", "Müller", "Nater", "Özdemir", "Zürcher"]);
  });

  it("breaks ties by first name", () => {
    const sorted = sortByLastName([name("Sara", "Müller"), name("Andrea", "Müller"), name("Élodie", "Müller")]);
    expect(sorted.map((person) => person.firstName)).toEqual(["Andrea", "Élodie", "Sara"]);
  });

  it("sorts lower-case name particles among the capitals", () => {
    const sorted = sortByLastName([name("Marc", "Egli"), name("Eva", "de Weck"), name("Luca", "Bühler")]);
    expect(sorted.map((person) => person.lastName)).toEqual(["Bühler", "de Weck", "Egli"]);
  });

  it("leaves its input unchanged", () => {
    const people = [name("B", "Zürcher"), name("A", "Meier")];
    sortByLastName(people);
    expect(people.map((person) => person.lastName)).toEqual(["Zürcher", "Meier"]);
  });
});
