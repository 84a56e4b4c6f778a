import { dataExportRequestSchema } from "@ssem/core";
import { FileDown } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useFocusOnClose } from "~/lib/use-focus-on-close";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessage, useDataExport } from "./api";
import { DashboardCard } from "./dashboard-card";
import { myDataPath } from "./my-data-page";

/** "Download all my data" (issue 27): collapsed until opened, like the password card; the password confirms who asks. */
export function MyDataCard({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const openButton = useFocusOnClose(open);

  return (
    <DashboardCard title="My Data" icon={<FileDown aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {open ? (
        <DataExportForm onClose={() => setOpen(false)} />
      ) : (
        <>
          <CardDescription>
            Download everything we hold about you as a JSON file, and read why we hold it, how long we keep it, who receives it and where it came from.
          </CardDescription>
          <CardFooter>
            <Button ref={openButton} variant="outline" onClick={() => setOpen(true)}>
              Download My Data
            </Button>
            <Button asChild variant="ghost">
              <Link to={myDataPath}>What We Hold and Why</Link>
            </Button>
          </CardFooter>
        </>
      )}
    </DashboardCard>
  );
}

function DataExportForm({ onClose }: { onClose: () => void }) {
  const download = useDataExport();
  const navigate = useNavigate();
  const { register, submit, setError, formState } = useSchemaForm(dataExportRequestSchema, {
    defaultValues: { password: "" },
    focusOnOpen: "password",
  });

  const onSubmit = submit(async (body) => {
    try {
      await download.mutateAsync(body);
      notify.success("Your data has been downloaded", "The page that explains it opens now.");
      void navigate(myDataPath);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") {
        setError("password", { message: error.message }, { shouldFocus: true });
      }
      notify.error("Your data could not be downloaded", errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Download my data" className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <FormField label="Password" error={formState.errors.password?.message} hint="Please re-enter your password to confirm that it is you.">
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <CardFooter>
        <Button type="submit" disabled={download.isPending}>
          Download
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </CardFooter>
    </form>
  );
}
