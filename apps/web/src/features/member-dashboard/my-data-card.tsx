import { dataExportRequestSchema, m } from "@ssem/core";
import { FileDown } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { cardFormClasses, SubmitOrCancel } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useLocale, useLocalizedNavigate } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessageIn, useDataExport } from "./api";
import { OpenableCard } from "./dashboard-card";
import { myDataPath } from "./my-data-page";
import { LocalizedLink } from "~/components/ui/localized-link";

/** "Download all my data" (issue 27): the password confirms who asks. */
export function MyDataCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <OpenableCard
      title={m.mydata_card_title({}, { locale })}
      icon={<FileDown aria-hidden="true" className="size-5 text-accent" />}
      className={className}
      description={m.mydata_card_text({}, { locale })}
      openLabel={m.mydata_download_button({}, { locale })}
      actions={
        <LocalizedLink to={myDataPath} className={buttonClasses({ variant: "ghost" })}>{m.mydata_what_we_hold_link({}, { locale })}</LocalizedLink>
      }
      form={(close) => <DataExportForm onClose={close} />}
    />
  );
}

function DataExportForm({ onClose }: { onClose: () => void }) {
  const download = useDataExport();
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const { register, submit, setError, formState } = useSchemaForm(dataExportRequestSchema, {
    defaultValues: { password: "" },
    focusOnOpen: "password",
  });

  const onSubmit = submit(async (body) => {
    try {
      await download.mutateAsync(body);
      notify.success(m.mydata_downloaded({}, { locale }), m.mydata_downloaded_text({}, { locale }));
      void navigate(myDataPath);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") {
        setError("password", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      }
      notify.error(m.mydata_download_failed({}, { locale }), errorMessageIn(error, locale));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.mydata_form_label({}, { locale })} className={cardFormClasses}>
      <FormField label={m.auth_password({}, { locale })} error={formState.errors.password?.message} hint={m.mydata_password_hint({}, { locale })}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <SubmitOrCancel pending={download.isPending} label={m.mydata_download({}, { locale })} onCancel={onClose} />
    </form>
  );
}
