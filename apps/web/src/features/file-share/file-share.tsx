import { m } from "@ssem/core";
import { useQuery } from "@tanstack/react-query";
import { PageHeader, Container } from "~/components/ui/page";
import { useLocale } from "~/lib/locale";
import { viewerQuery } from "~/lib/member-queries";
import { FileList } from "./file-list";
import { UploadCard } from "./upload-card";

/** The members-only file share: every member lists and downloads, admins also upload and delete (the server decides; this only hides). */
export function FileShare() {
  const isAdmin = useQuery(viewerQuery).data?.isAdmin ?? false;
  const options = { locale: useLocale() };
  return (
    <>
      <PageHeader title={m.member_title_file_share({}, options)} back={{ to: "/member-dashboard", label: m.files_back({}, options) }}>
        {m.files_intro({}, options)}
      </PageHeader>
      <Container className="flex flex-col gap-6 py-8 sm:py-10">
        {isAdmin && <UploadCard />}
        <FileList canDelete={isAdmin} />
      </Container>
    </>
  );
}
