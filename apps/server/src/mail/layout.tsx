/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: tsx started outside apps/server (from the repository's root) reads no tsconfig with "jsx", and without it
// would compile this file to React.createElement with no React in scope; the events markup carries it too (ADR 029).
import { association, type Locale, m } from "@ssem/core";
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * A sentence; a link: a button, or a quiet line for a link nobody should be urged to follow (unsubscribe); or an
 * image the mail carries as an attachment of that file name (a check-in code), which the text part names.
 */
export type MailParagraph = string | MailLink | MailImage;
export type MailLink = { link: string; label: string; quiet?: boolean };
export type MailImage = { image: string; alt: string; size: number };

/**
 * What a mail says, once: the text part and the HTML part are both rendered from it, so they cannot drift apart
 * (ADR 029, "One renderer"). `greet` false: the paragraphs bring their own greeting (a newsletter). `name`: the
 * recipient's, greeted by it, where we know it and the address is theirs (confirmed).
 */
export type MailContent = { locale: Locale; paragraphs: MailParagraph[]; greet: boolean; name?: string | null };

const greeting = ({ locale, name }: MailContent) => (name ? m.mail_greeting_name({ name }, { locale }) : m.mail_greeting({}, { locale }));

const signature = [association.name, association.infoEmail] as const;

/** The plain-text part, for any client: a link is its label and the address on the next line. */
export function mailText(content: MailContent): string {
  const { paragraphs, greet } = content;
  const opening = greet ? [greeting(content)] : [];
  const body = paragraphs.map((part) => (typeof part === "string" ? part : "image" in part ? `${part.alt}: ${part.image}` : `${part.label}:\n${part.link}`));
  return [...opening, ...body, signature.join("\n")].join("\n\n");
}

/** The HTML part: React escapes every text and address, whoever wrote it. */
export function mailHtml(content: MailContent): string {
  return renderToStaticMarkup(<MailLayout {...content} />);
}

const muted = "#475569";
const smallPrint: CSSProperties = { fontSize: "13px", color: muted };
const button: CSSProperties = {
  display: "inline-block",
  padding: "10px 18px",
  background: "#b91c1c",
  color: "#fff",
  borderRadius: "6px",
  textDecoration: "none",
  fontWeight: 600,
};

/** One layout for every mail: greeting, paragraphs (their own line breaks kept: a newsletter's text), links, signature. */
function MailLayout(content: MailContent) {
  const { locale, paragraphs, greet } = content;
  return (
    // lang: screen readers and mail apps read the mail in its language, whatever the reader's own (issue 39).
    <div lang={locale} style={{ fontFamily: "system-ui,sans-serif", lineHeight: 1.5, color: "#0f172a", maxWidth: "560px" }}>
      {greet && <p>{greeting(content)}</p>}
      {paragraphs.map((part, index) =>
        typeof part === "string" ? (
          <p key={index} style={{ whiteSpace: "pre-line" }}>
            {part}
          </p>
        ) : "image" in part ? (
          <p key={index}>
            {/* cid: the attachment of that name, which the mail worker gives it as its Content-ID. */}
            <img src={`cid:${part.image}`} alt={part.alt} width={part.size} height={part.size} />
          </p>
        ) : (
          <LinkParagraph key={index} {...part} locale={locale} />
        ),
      )}
      <p style={{ color: muted }}>
        {signature[0]}
        <br />
        {signature[1]}
      </p>
    </div>
  );
}

/** A button, with the address to copy below it for clients that show no buttons; or, quiet, a small line with the address. */
function LinkParagraph({ link, label, quiet, locale }: MailLink & { locale: Locale }) {
  if (quiet)
    return (
      <p style={smallPrint}>
        {label}:{" "}
        <a href={link} style={{ color: muted }}>
          {link}
        </a>
      </p>
    );
  return (
    <>
      <p>
        <a href={link} style={button}>
          {label}
        </a>
      </p>
      <p style={smallPrint}>
        {m.mail_copy_address({}, { locale })} {link}
      </p>
    </>
  );
}
