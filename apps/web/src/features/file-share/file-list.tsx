import { dateFormatter, formatFileSize, m, type SharedFile } from "@ssem/core";
import { Download, FileText, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { downloadFile, useDeleteFile, useFiles } from "./api";

/** The Statutes folder: every file with its size and date, Download for all, Delete (after confirming) for admins. */
export function FileList({ canDelete }: { canDelete: boolean }) {
  const locale = useLocale();
  const options = { locale };
  const titleId = useId();
  const files = useFiles();
  const [toDelete, setToDelete] = useState<string | null>(null);

  useEffect(() => {
    if (files.isError) notify.error(m.files_load_error({}, options), errorMessageIn(files.error, locale));
    // Raised once per failure, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files.isError, files.error]);

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle as="h2" id={titleId} className="flex items-center gap-2.5">
        <FileText aria-hidden="true" className="size-5 text-accent" />
        {m.files_list_title({ folder: m.files_folder_name({}, options) }, options)}
      </CardTitle>
      {files.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.files_loading({}, options)}
        </p>
      )}
      {files.isError && (
        <LoadFailed
          className="mt-4"
          title={m.files_load_failed({}, options)}
          detail={errorMessageIn(files.error, locale)}
          onRetry={() => void files.refetch()}
        />
      )}
      {files.data?.length === 0 && <p className="mt-4 text-ink-muted">{m.files_empty({}, options)}</p>}
      {files.data && files.data.length > 0 && (
        <ul className="mt-4 divide-y divide-border">
          {files.data.map((file) => (
            <FileRow key={file.name} file={file} onDelete={canDelete ? () => setToDelete(file.name) : undefined} />
          ))}
        </ul>
      )}
      <DeleteDialog name={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}

function FileRow({ file, onDelete }: { file: SharedFile; onDelete?: () => void }) {
  const locale = useLocale();
  const options = { locale };
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(file.name);
      notify.success(m.files_download_started({}, options), file.name);
    } catch (error) {
      notify.error(m.files_download_failed({}, options), errorMessageIn(error, locale));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{file.name}</p>
        <p className="text-sm text-ink-muted">
          {formatFileSize(file.size)} · <time dateTime={file.createdAt}>{dateFormatter("date", locale)(file.createdAt)}</time>
        </p>
      </div>
      {/* Wraps on a phone: "Herunterladen" and "Löschen" side by side are wider than a 360 px screen's list. */}
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          {m.files_download({}, options)}
          <span className="sr-only"> {file.name}</span>
        </Button>
        {onDelete && (
          <Button variant="outline" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.files_delete({}, options)}
            <span className="sr-only"> {file.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function DeleteDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const locale = useLocale();
  const options = { locale };
  const remove = useDeleteFile();

  const confirm = () => {
    if (!name) return;
    remove.mutate(name, {
      onSuccess: () => {
        notify.success(m.files_deleted({}, options), name);
        onClose();
      },
      onError: (error) => notify.error(m.files_delete_failed({}, options), errorMessageIn(error, locale)),
    });
  };

  return (
    <ConfirmDialog
      open={name !== null}
      onClose={onClose}
      title={m.files_delete_title({}, options)}
      description={withElements((slots) => m.files_delete_text(slots, options), { name: <strong className="break-words">{name}</strong> })}
      confirmLabel={m.files_delete({}, options)}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
