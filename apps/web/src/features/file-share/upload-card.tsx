import { FILE_SHARE_FOLDER, fileShareExtensions } from "@ssem/core";
import { Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useUploadFile } from "./api";

const accept = fileShareExtensions.map((extension) => `.${extension}`).join(",");

/** Admins only: adds a file to the folder; a file with the same name is refused by the server, never replaced. */
export function UploadCard() {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [noFile, setNoFile] = useState(false);
  const upload = useUploadFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setNoFile(true);
      input.current?.focus();
      return;
    }
    notify.clear();
    upload.mutate(file, {
      onSuccess: (saved) => {
        notify.success("File uploaded", `${saved.name} is now in ${FILE_SHARE_FOLDER}.`);
        // Cleared only if it still holds this file: one chosen meanwhile stays chosen.
        if (input.current?.files?.[0] === file) input.current.value = "";
      },
      onError: (error) => notify.error("Upload failed", errorMessage(error)),
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle as="h2" id={titleId} className="flex items-center gap-2.5">
        <Upload aria-hidden="true" className="size-5 text-accent" />
        Upload File
      </CardTitle>
      <CardDescription>Add a document to the {FILE_SHARE_FOLDER} folder. A file with the same name as an existing one is not replaced.</CardDescription>
      <form className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
        <div className="min-w-0 flex-1">
          <Label htmlFor={inputId}>File</Label>
          <Input
            ref={input}
            id={inputId}
            name="file"
            type="file"
            accept={accept}
            aria-describedby={hintId}
            aria-invalid={noFile || undefined}
            onChange={() => setNoFile(false)}
            className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-medium"
          />
          <p id={hintId} className={noFile ? "mt-1.5 text-sm font-medium text-destructive" : "mt-1.5 text-sm text-ink-muted"}>
            {noFile ? "No file selected" : "PDF, office documents (Word, Excel, PowerPoint, OpenDocument), images or text files."}
          </p>
        </div>
        <Button type="submit" disabled={upload.isPending} className="sm:mb-7">
          {upload.isPending ? "Uploading…" : "Upload"}
        </Button>
      </form>
    </Card>
  );
}
