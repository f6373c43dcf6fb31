import { DownloadIcon, FileTextIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import { formatBytes, formatTimestamp } from "../format";

/**
 * The W9 is served only to an admin session, by the cookie: no token in the URL.
 * It always downloads (an attachment, sandboxed): a painter's upload never runs in
 * the back office's origin, whatever it really contains.
 */
export function W9Viewer({ contractor }: { contractor: AdminContractor }) {
  if (!contractor.w9Document || !contractor.w9)
    return <p className="text-sm text-muted-foreground">No W9 document on file.</p>;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">{contractor.w9.name}</span>
        <span className="text-muted-foreground">
          ({formatBytes(contractor.w9.size)}, uploaded {formatTimestamp(contractor.w9.uploadedAt)})
        </span>
      </p>
      <Button asChild variant="outline" className="min-h-11">
        <a href={contractor.w9Document} download={contractor.w9.name}>
          <DownloadIcon aria-hidden />
          Download W9 Document
        </a>
      </Button>
    </div>
  );
}
