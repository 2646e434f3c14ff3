import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/notify/notify.ts';

type FileFormat = 'xls' | 'pdf';

/** The XLSX and PDF buttons of a report downloaded at once: one busy at a time, failures as toasts. */
export function FileDownloadButtons(props: {
  labels: Record<FileFormat, string>;
  disabled: boolean;
  download(format: FileFormat): Promise<void>;
  /** the catalogue code shown when the failure carries none of its own */
  failureCode: string;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<FileFormat | null>(null);
  const handleDownload = async (format: FileFormat) => {
    setDownloading(format);
    try {
      await props.download(format);
    } catch (error) {
      const code = (error as { code?: string }).code ?? props.failureCode;
      notifyError(t(`errors:${code}`, { defaultValue: t(`errors:${props.failureCode}`) }));
    } finally {
      setDownloading(null);
    }
  };
  return (['xls', 'pdf'] as const).map((format) => (
    <Button
      key={format}
      variant="default"
      loading={downloading === format}
      disabled={props.disabled}
      onClick={() => void handleDownload(format)}
    >
      {props.labels[format]}
    </Button>
  ));
}
