import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

describe('package entry', () => {
  it('exports the route tables, catalogue and key rules', () => {
    for (const name of [
      'allRoutes',
      'numbersRoutes',
      'numberRoutes',
      'lifecycleRoutes',
      'simRoutes',
      'forwardingRoutes',
      'bansRoutes',
      'documentsRoutes',
      'servicesRoutes',
      'transferRoutes',
      'shellRoutes',
      'ERROR_CODES',
      'SUCCESS_CODES',
      'transferErrorCode',
      'deviceErrorCode',
      'normalizeMsisdn',
      'formatMsisdn',
      'isValidIccid',
      'parseTengeAmount',
      'checkAtlasProPeriod',
      'SUBSCRIBERS_PAGE_SIZE',
    ])
      expect(contract).toHaveProperty(name);
  });
});
