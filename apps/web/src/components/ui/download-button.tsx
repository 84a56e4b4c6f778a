import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";

/** A file the server writes (a CSV, a PDF), as an outline button with the download icon (ADR 008: a link that looks like a button). */
export function DownloadButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className={buttonClasses({ variant: "outline" })}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
