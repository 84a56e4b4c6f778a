import { dateFormatter, FILE_SHARE_FOLDER, formatFileSize, type SharedFile } from "@ssem/core";
import { Download, FileText, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessage } from "~/lib/api-client";
import { downloadFile, useDeleteFile, useFiles } from "./api";

const formatDate = dateFormatter("date");

/** The Statutes folder: every file with its size and date, Download for all, Delete (after confirming) for admins. */
export function FileList({ canDelete }: { canDelete: boolean }) {
  const titleId = useId();
  const files = useFiles();
  const [toDelete, setToDelete] = useState<string | null>(null);

  useEffect(() => {
    if (files.isError) notify.error("Error loading files", errorMessage(files.error));
  }, [files.isError, files.error]);

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle as="h2" id={titleId} className="flex items-center gap-2.5">
        <FileText aria-hidden="true" className="size-5 text-accent" />
        {FILE_SHARE_FOLDER} Files
      </CardTitle>
      {files.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          Loading files…
        </p>
      )}
      {files.isError && (
        <LoadFailed className="mt-4" title="The list of files could not be loaded." detail={errorMessage(files.error)} onRetry={() => void files.refetch()} />
      )}
      {files.data?.length === 0 && <p className="mt-4 text-ink-muted">No files in this folder yet</p>}
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
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(file.name);
      notify.success("Download started", file.name);
    } catch (error) {
      notify.error("Download failed", errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{file.name}</p>
        <p className="text-sm text-ink-muted">
          {formatFileSize(file.size)} · <time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> {file.name}</span>
        </Button>
        {onDelete && (
          <Button variant="outline" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {file.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function DeleteDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const remove = useDeleteFile();

  const confirm = () => {
    if (!name) return;
    remove.mutate(name, {
      onSuccess: () => {
        notify.success("File deleted", name);
        onClose();
      },
      onError: (error) => notify.error("Delete failed", errorMessage(error)),
    });
  };

  return (
    <ConfirmDialog
      open={name !== null}
      onClose={onClose}
      title="Delete file?"
      description={
        <>
          Members will no longer be able to download <strong className="break-words">{name}</strong>. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
