import { association, locales, m } from "@ssem/core";
import fc from "fast-check";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { type MailContent, mailHtml, mailText } from "./layout";
import { newsletterMail, rideAlongRequestMail, undeliverableMailNotice } from "./templates";

type Element = { name: string; attributes: Record<string, string> };
/** One <p> of a mail's HTML as a reader sees it: its text (a <br> as a line break) and the links in it. */
type Block = { text: string; links: { href: string; text: string }[] };

/**
 * Reads a mail's HTML the way a mail client does: every element, and each paragraph's text with the entities
 * decoded. React writes well-formed markup (`<br/>`, quoted attributes, XML's entities), so an XML parser reads it.
 */
function readMail(html: string) {
  const elements: Element[] = [];
  const blocks: Block[] = [];
  let block: Block | undefined;
  let link: { href: string; text: string } | undefined;
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => {
    elements.push({ name: tag.name, attributes: tag.attributes as Record<string, string> });
    if (tag.name === "p") block = { text: "", links: [] };
    if (tag.name === "br" && block) block.text += "\n";
    if (tag.name === "a") link = { href: String(tag.attributes.href), text: "" };
  });
  parser.on("text", (text) => {
    if (block) block.text += text;
    if (link) link.text += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "a" && link && block) block.links.push(link);
    if (tag.name === "a") link = undefined;
    if (tag.name === "p" && block) blocks.push(block);
    if (tag.name === "p") block = undefined;
  });
  parser.write(html).close();
  return { elements, blocks };
}

/** The markup a mail is made of: anything else in it came from someone's text. */
const layoutElements = new Set(["div", "p", "a", "br"]);

describe("a mail's HTML part", () => {
  it("shows a stranger's markup in a newsletter as text: no script, no link, no attribute of theirs", () => {
    const text = `Dear all,\n\n<script>alert("hi")</script>\n\n<a href="https://evil.example/">Claim your prize</a> & <img src=x onerror=alert(1)>`;
    const links = { unsubscribePage: "https://ssem.example/mailing-list/unsubscribe?token=a&b", oneClick: "https://ssem.example/api/mailing-list/unsubscribe?token=a" };
    const mail = newsletterMail("reader@example.org", { subject: "News", text }, links, "en");
    const { elements, blocks } = readMail(mail.html);

    expect(elements.filter((element) => !layoutElements.has(element.name))).toEqual([]);
    expect(elements.filter((element) => element.name === "a").map((element) => element.attributes.href)).toEqual([links.unsubscribePage]);
    expect(elements.flatMap((element) => Object.keys(element.attributes))).not.toContain("onerror");
    expect(blocks.map((block) => block.text).slice(0, 3)).toEqual([
      "Dear all,",
      `<script>alert("hi")</script>`,
      `<a href="https://evil.example/">Claim your prize</a> & <img src=x onerror=alert(1)>`,
    ]);
  });

  it("shows a member's name and a lost mail's subject as typed, without turning them into markup", () => {
    const name = `Eve <a href="https://evil.example/">board</a>`;
    const request = rideAlongRequestMail({ name, email: "eve@example.org", location: "basel", yearOfStudies: "2" });
    const subject = `</p><script>steal()</script>`;
    const notice = undeliverableMailNotice(
      { email: "admin@example.org", name: null, locale: "de" },
      { recipient: "eve@example.org", subject, queuedAt: new Date("2026-11-20T09:00:00Z"), attempts: 5, giveUpDays: 3 },
    );
    for (const [mail, typed] of [
      [request, name],
      [notice, subject],
    ] as const) {
      const { elements, blocks } = readMail(mail.html);
      expect(elements.filter((element) => !layoutElements.has(element.name) || element.name === "a")).toEqual([]);
      expect(blocks.some((block) => block.text.includes(typed))).toBe(true);
      expect(mail.text).toContain(typed);
    }
  });
});

/** A paragraph's text: anything a board member or a stranger types, markup, entities and line breaks included. */
const anyText = fc.array(fc.oneof(fc.string(), fc.constantFrom("<", ">", "&", "&amp;", '"', "'", "\n", "<b>", "</p>", "é", "«»", "👩‍⚕️"))).map((parts) => parts.join(""));
const anyContent: fc.Arbitrary<MailContent> = fc.record({
  locale: fc.constantFrom(...locales),
  greet: fc.boolean(),
  paragraphs: fc.array(fc.oneof(anyText, fc.record({ link: fc.webUrl({ withQueryParameters: true, withFragments: true }), label: anyText, quiet: fc.boolean() })), {
    maxLength: 8,
  }),
});

/**
 * The text part a reader of the HTML part would write down: each paragraph as it reads, a button as its label and
 * address (the "copy this address" line under it checked and skipped), a quiet link line as its label and address.
 */
function textOfHtml(html: string, content: MailContent): string {
  const { blocks } = readMail(html);
  const copyAddress = m.mail_copy_address({}, { locale: content.locale });
  const paragraphs: string[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const { text, links } = blocks[index]!;
    const [link] = links;
    if (!link) paragraphs.push(text);
    else if (text === link.text) {
      expect(blocks[index + 1]!.text).toBe(`${copyAddress} ${link.href}`);
      paragraphs.push(`${link.text}:\n${link.href}`);
      index++;
    } else {
      expect(link.text).toBe(link.href);
      expect(text.endsWith(`: ${link.href}`)).toBe(true);
      paragraphs.push(`${text.slice(0, -link.href.length - 2)}:\n${link.href}`);
    }
  }
  return paragraphs.join("\n\n");
}

describe("a mail's two parts", () => {
  it("carry the same greeting, paragraphs, links and signature in the same order, whatever the paragraphs say", () => {
    fc.assert(
      fc.property(anyContent, (content) => {
        const text = mailText(content);
        expect(textOfHtml(mailHtml(content), content)).toBe(text);
        expect(text.startsWith(content.greet ? m.mail_greeting({}, { locale: content.locale }) : "")).toBe(true);
        expect(text.endsWith(`${association.name}\n${association.infoEmail}`)).toBe(true);
      }),
    );
  });
});
