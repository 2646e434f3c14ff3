import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '../../shared/api/use-single-mutation.ts';
import type { BulkCreateRequest, BulkItemState, BulkJob } from '@kabinet/contract/bulk';
import { BULK_UPLOAD_MEDIA_TYPES, type BulkUploadPreview } from '@kabinet/contract/bulk-upload';
import { bulkRoutes, bulkUploadRoutes } from '@kabinet/contract/route-refs';
import { callApi, callFile, routePath, saveFile } from '../../shared/api/call-api.ts';
import { readBody, send } from '../../shared/api/api-client.ts';
import { useCompany } from '../../shared/company/company-context.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { companyKeys } from '../../shared/company/company-keys.ts';

/** While a job runs, its page asks again this often (decision 023: polling, one light call). */
const PROGRESS_POLL_MS = 1_000;

const isOpen = (job: BulkJob | undefined) => job?.state === 'queued' || job?.state === 'running';

export const bulkKeys = {
  all: (bin: string) => [...companyKeys.byBin(bin), 'bulk'] as const,
  job: (bin: string, id: string) => [...bulkKeys.all(bin), 'job', id] as const,
  items: (bin: string, id: string, state: BulkItemState | null, page: number) =>
    [...bulkKeys.job(bin, id), 'items', state, page] as const,
  list: (bin: string, page: number) => [...bulkKeys.all(bin), 'list', page] as const,
  catalogue: (bin: string) => [...bulkKeys.all(bin), 'catalogue'] as const,
};

/** What the job would do, counted on the server before it is made (the confirmation). */
export function useBulkPreview() {
  const { bin } = useCompany();
  return useSingleMutation({
    mutationFn: (body: BulkCreateRequest) => callApi(bulkRoutes.preview, { body, bin: bin ?? '' }),
  });
}

/** The catalogue a bulk job connects or disconnects from (asked when such an action is picked). */
export function useBulkCatalogue(isNeeded: boolean) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: bulkKeys.catalogue(bin ?? ''),
    queryFn: ({ signal }) => callApi(bulkRoutes.catalogue, { bin: bin ?? '', signal }),
    enabled: bin !== null && isNeeded,
    staleTime: 5 * 60_000,
  });
}

/** "Retry the failed": a new job of a finished job's failed numbers. */
export function useRetryBulkJob(id: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (_: void, { idempotencyKey }) =>
      callApi(bulkRoutes.retry, { params: { jobId: id }, idempotencyKey, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all(bin ?? '') }),
  });
}

/** POST /api/bulk/jobs with one Idempotency-Key per job the user means (a resend reuses it). */
export function useCreateBulkJob() {
  const { bin } = useCompany();
  return useSingleMutation({
    mutationFn: (body: BulkCreateRequest, { idempotencyKey }) =>
      callApi(bulkRoutes.create, { body, idempotencyKey, bin: bin ?? '' }),
  });
}

export function useBulkJob(id: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: bulkKeys.job(bin ?? '', id),
    queryFn: async ({ signal }) => {
      const job = await callApi(bulkRoutes.get, { params: { jobId: id }, bin: bin ?? '', signal });
      // the numbers changed: the list shows them as they are now
      if (!isOpen(job) && bin) void queryClient.invalidateQueries({ queryKey: companyKeys.numbers(bin) });
      return job;
    },
    enabled: bin !== null,
    refetchInterval: (query) => (isOpen(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useBulkItems(id: string, state: BulkItemState | null, page: number, isLive: boolean) {
  const { bin } = useCompany();
  return useQuery({
    // the job's end is a new key: the table reads the final states once more
    queryKey: [...bulkKeys.items(bin ?? '', id, state, page), isLive],
    queryFn: ({ signal }) =>
      callApi(bulkRoutes.items, {
        params: { jobId: id },
        query: { pageNumber: page, pageSize: 20, ...(state ? { state } : {}) },
        bin: bin ?? '',
        signal,
      }),
    enabled: bin !== null,
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? PROGRESS_POLL_MS * 2 : false,
  });
}

export function useCancelBulkJob(id: string) {
  const { bin } = useCompany();
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => callApi(bulkRoutes.cancel, { params: { jobId: id }, bin: bin ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkKeys.job(bin ?? '', id) }),
  });
}

/** The per-number result file (XLSX or CSV), in the portal's language. */
export function useDownloadBulkResult(id: string) {
  const { bin } = useCompany();
  const language = useLanguage();
  return useSingleMutation({
    mutationFn: async (format: 'xlsx' | 'csv') => {
      const file = await callFile(bulkRoutes.result, {
        params: { jobId: id },
        query: { format, language },
        bin: bin ?? '',
      });
      saveFile(file, `bulk-${id.slice(0, 8)}.${format}`);
    },
  });
}

export function useBulkJobs(page: number, pageSize: number) {
  const { bin } = useCompany();
  return useQuery({
    queryKey: bulkKeys.list(bin ?? '', page),
    queryFn: ({ signal }) =>
      callApi(bulkRoutes.list, { query: { pageNumber: page, pageSize }, bin: bin ?? '', signal }),
    enabled: bin !== null,
    placeholderData: keepPreviousData,
  });
}

/** Uploads a CSV or XLSX: the server reads and checks every row and answers the preview. */
export function useUploadBulkFile() {
  const { bin } = useCompany();
  return useSingleMutation({
    mutationFn: async (file: File) => {
      // the server reads the kind from the bytes: a type it does not list (Excel's "Unicode text" is
      // a .txt, text/plain) goes as plain bytes (decision 035)
      const isListed = (BULK_UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type);
      const body = isListed ? file : new Blob([file], { type: 'application/octet-stream' });
      return (await readBody(
        await send(routePath(bulkUploadRoutes.upload), { method: 'POST', body, bin: bin ?? '' }),
      )) as BulkUploadPreview;
    },
  });
}

/** Confirms an upload: a job of its accepted rows. */
export function useBulkJobFromUpload() {
  const { bin } = useCompany();
  return useSingleMutation({
    mutationFn: (uploadId: string, { idempotencyKey }) =>
      callApi(bulkUploadRoutes.uploadJob, { params: { uploadId }, idempotencyKey, bin: bin ?? '' }),
  });
}

/** The upload template in the portal's language. */
export function useDownloadBulkTemplate() {
  const { bin } = useCompany();
  const language = useLanguage();
  return useSingleMutation({
    mutationFn: async (format: 'xlsx' | 'csv') => {
      const file = await callFile(bulkUploadRoutes.template, { query: { format, language }, bin: bin ?? '' });
      saveFile(file, `bulk-template-${language}.${format}`);
    },
  });
}
