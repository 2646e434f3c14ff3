import { Button } from '@mantine/core';
import type { DownloadedFile } from '../../shared/api/call-api.ts';
import type { useFileDownload } from './file-download.ts';

/** A button that downloads one file of a screen's downloads (`useFileDownload`: one at a time). */
export function DownloadButton({
  files,
  id,
  label,
  load,
  fileName,
  disabled,
}: {
  files: ReturnType<typeof useFileDownload>;
  id: string;
  label: string;
  load: () => Promise<DownloadedFile>;
  /** the name when the server sends none */
  fileName: string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="light"
      loading={files.running === id}
      disabled={disabled}
      onClick={() => void files.download(id, load, fileName)}
    >
      {label}
    </Button>
  );
}
