import { dateFormatter } from "@ssem/core";
import { Paperclip } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/page";

type OutboxAttachment = { filename: string; contentType: string; url: string };
type OutboxMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: string; attachments: OutboxAttachment[] };

type LoadState = { status: "loading" } | { status: "error" } | { status: "ready"; mails: OutboxMail[] };

const received = dateFormatter("dateTime");

const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

/** Mail text with its links made clickable, so a developer can follow a confirmation link. */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words font-mono text-sm">
      {text.split(urlPattern).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="link">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** The files a mail carries (an invoice's PDF), each a download link. */
function Attachments({ mailId, files }: { mailId: string; files: OutboxAttachment[] }) {
  const headingId = `attachments-${mailId}`;
  return (
    // Not a labelled section: with several mails on the page, landmarks of the same name would clash (axe's landmark-unique).
    <div className="mt-4 border-t border-border pt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Attachments
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-1">
        {files.map((file) => (
          <li key={file.url} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <a href={file.url} download={file.filename} className="link min-w-0 break-words">
              {file.filename}
            </a>
            <span className="text-ink-muted">({file.contentType})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The outbox of a development server: mail that would have been sent, newest first. */
export function Mailbox() {
  const [state, setState] = useState<LoadState>({ status: "loading" });

  const load = () => {
    setState({ status: "loading" });
    fetch("/api/dev/outbox")
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setState({ status: "ready", mails: (await response.json()) as OutboxMail[] });
      })
      .catch(() => setState({ status: "error" }));
  };
  useEffect(load, []);

  return (
    <>
      <PageHeader title="Dev mailbox">
        <p>Mail the server queued while no SMTP server is configured. Only available outside production.</p>
      </PageHeader>
      <Container className="py-8">
        <Button variant="outline" onClick={load}>
          Refresh
        </Button>
        {state.status === "loading" && (
          <p role="status" className="mt-6 text-ink-muted">
            Loading mail…
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className="mt-6 text-destructive">
            The outbox could not be loaded.
          </p>
        )}
        {state.status === "ready" && state.mails.length === 0 && <p className="mt-6 text-ink-muted">No mail yet.</p>}
        {state.status === "ready" && state.mails.length > 0 && (
          <ol className="mt-6 space-y-4">
            {state.mails.map((mail) => (
              <li key={mail.id}>
                <article aria-labelledby={`mail-${mail.id}`} className="rounded-lg border border-border bg-white p-5">
                  <h2 id={`mail-${mail.id}`} className="text-lg font-semibold">
                    {mail.subject}
                  </h2>
                  <p className="mt-1 text-sm text-ink-muted">
                    To {mail.to} · <time dateTime={mail.createdAt}>{received(mail.createdAt)}</time>
                  </p>
                  <div className="mt-4">
                    <MailText text={mail.text} />
                  </div>
                  {mail.attachments.length > 0 && <Attachments mailId={mail.id} files={mail.attachments} />}
                </article>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </>
  );
}
