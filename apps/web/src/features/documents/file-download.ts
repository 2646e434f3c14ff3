import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadedFile } from '../../shared/api/call-api.ts';
import { translateError } from '../../shared/i18n/translate-error.ts';
import { notifyError } from '../../shared/notify/notify.ts';

/**
 * A file download button's state: one download at a time; the file is saved under the server's
 * name; a failure toasts its catalogue text (spec §8), or `failureCode`'s when given.
 */
export function useFileDownload() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  async function download(key: string, load: () => Promise<DownloadedFile>, fallbackName: string) {
    if (running) return;
    setRunning(key);
    try {
      saveFile(await load(), fallbackName);
    } catch (error) {
      notifyError(translateError(t, error));
    } finally {
      setRunning(null);
    }
  }
  return { running, download };
}
