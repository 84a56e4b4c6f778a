import { fileShareExtensions, type Locale, m, z } from "@ssem/core";
import { Upload } from "lucide-react";
import { useId, useMemo, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { chosenFile } from "~/lib/chosen-file";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useUploadFile } from "./api";

const accept = fileShareExtensions.map((extension) => `.${extension}`).join(",");

const uploadSchema = (locale: Locale) => z.object({ file: chosenFile(m.files_no_file({}, { locale })) });

/** Admins only: adds a file to the folder; a file with the same name is refused by the server, never replaced. */
export function UploadCard() {
  const locale = useLocale();
  const options = { locale };
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const upload = useUploadFile();
  // The refusal shows in place of the hint, without a toast.
  const { register, submit, formState, clearErrors } = useSchemaForm(
    useMemo(() => uploadSchema(locale), [locale]),
    { defaultValues: { file: undefined } },
  );
  const noFile = formState.errors.file?.message;
  const { ref: registerInput, onChange: recordChoice, ...fileField } = register("file");

  const send = submit(({ file }) => {
    upload.mutate(file, {
      onSuccess: (saved) => {
        notify.success(m.files_uploaded({}, options), m.files_uploaded_text({ name: saved.name, folder: m.files_folder_name({}, options) }, options));
        // Cleared only if it still holds this file: one chosen meanwhile stays chosen.
        if (input.current?.files?.[0] === file) input.current.value = "";
      },
      onError: (error) => notify.error(m.files_upload_failed({}, options), errorMessageIn(error, locale)),
    });
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle as="h2" id={titleId} className="flex items-center gap-2.5">
        <Upload aria-hidden="true" className="size-5 text-accent" />
        {m.files_upload_title({}, options)}
      </CardTitle>
      <CardDescription>{m.files_upload_text({ folder: m.files_folder_name({}, options) }, options)}</CardDescription>
      <form className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end" onSubmit={(event) => void send(event)} noValidate>
        <div className="min-w-0 flex-1">
          <Label htmlFor={inputId}>{m.files_file_label({}, options)}</Label>
          <Input
            ref={(element) => {
              registerInput(element);
              input.current = element;
            }}
            {...fileField}
            id={inputId}
            type="file"
            accept={accept}
            aria-describedby={hintId}
            aria-invalid={noFile ? true : undefined}
            onChange={(event) => {
              clearErrors("file");
              void recordChoice(event);
            }}
            className="h-auto! py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-medium"
          />
          <p id={hintId} className={noFile ? "mt-1.5 text-sm font-medium text-destructive" : "mt-1.5 text-sm text-ink-muted"}>
            {noFile ?? m.files_accepted({}, options)}
          </p>
        </div>
        <Button type="submit" disabled={upload.isPending} className="sm:mb-7">
          {upload.isPending ? m.files_uploading({}, options) : m.files_upload({}, options)}
        </Button>
      </form>
    </Card>
  );
}
