import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bulkRoutes } from '@kabinet/contract/route-refs';
import { callApi } from '../../shared/api/call-api.ts';
import { notify } from '../../shared/notify/notify.ts';

/** The jobs this browser tab started and has not yet announced the end of (decision 023). */
const STORAGE_KEY = 'kabinet.bulk.watching';
const POLL_MS = 3_000;
const CHANGED = 'kabinet:bulk-watch';

interface Watched {
  id: string;
  bin: string;
}

const readWatched = (): Watched[] => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Watched[];
  } catch {
    return [];
  }
};
const writeWatched = (list: Watched[]) => {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGED));
};

/** Remembers a job the user started: its end is announced by a toast on whatever page they are. */
export const watchBulkJob = (id: string, bin: string) => writeWatched([...readWatched(), { id, bin }]);

/** In the shell: polls the watched jobs and shows a toast when one ends. */
export function BulkJobWatcher() {
  const { t, i18n } = useTranslation();
  const [watched, setWatched] = useState(readWatched);
  useEffect(() => {
    const update = () => setWatched(readWatched());
    window.addEventListener(CHANGED, update);
    return () => window.removeEventListener(CHANGED, update);
  }, []);
  const results = useQueries({
    queries: watched.map((job) => ({
      queryKey: ['bulk-watch', job.id],
      queryFn: () => callApi(bulkRoutes.get, { params: { jobId: job.id }, bin: job.bin }),
      refetchInterval: POLL_MS,
      retry: false,
    })),
  });
  useEffect(() => {
    const ended = results
      .map((result) => result.data)
      .filter((job) => job && job.state !== 'queued' && job.state !== 'running');
    if (ended.length === 0) return;
    const endedIds = new Set(ended.map((job) => job!.id));
    writeWatched(readWatched().filter((job) => !endedIds.has(job.id)));
    void i18n.loadNamespaces('bulk').then(() => {
      for (const job of ended)
        notify(
          t('bulk:job_ended', {
            action: t(job!.action ? `bulk:actions.${job!.action}` : 'bulk:from_file'),
            done: job!.counts.done,
            refused: job!.counts.refused + job!.counts.failed,
            skipped: job!.counts.skipped,
          }),
        );
    });
  }, [results, t, i18n]);
  return null;
}
