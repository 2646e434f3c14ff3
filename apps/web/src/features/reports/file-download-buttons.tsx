import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';

type FileFormat = 'xls' | 'pdf';

/** The XLSX and PDF buttons of a report downloaded at once: one busy at a time, failures as toasts. */
export function FileDownloadButtons(props: {
  labels: Record<FileFormat, string>;
  disabled: boolean;
  download(format: FileFormat): Promise<void>;
  /** the call's default code (spec §8), shown when the server answered none of its own */
  failureCode: string;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<FileFormat | null>(null);
  const handleDownload = async (format: FileFormat) => {
    setDownloading(format);
    try {
      await props.download(format);
    } catch (error) {
      notifyError(translateError(t, error, props.failureCode));
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
