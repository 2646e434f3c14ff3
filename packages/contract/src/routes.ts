import type { RouteDef } from './route.ts';
import { accountsRoutes } from './accounts.ts';
import { featuresRoutes } from './features.ts';
import { shellRoutes } from './shell.ts';
import { numberRoutes } from './number.ts';
import { lifecycleRoutes } from './lifecycle.ts';
import { numbersRoutes } from './numbers.ts';
import { servicesRoutes } from './services.ts';
import { transferRoutes } from './transfer.ts';
import { simRoutes } from './sim.ts';
import { forwardingRoutes } from './forwarding.ts';
import { bansRoutes } from './bans.ts';
import { devicesRoutes } from './devices.ts';
import { esimRoutes } from './esim.ts';
import { reportsRoutes } from './reports.ts';
import { documentsRoutes } from './documents.ts';
import { mailboxRoutes } from './mailbox.ts';
import { bulkRoutes } from './bulk.ts';
import { teamRoutes } from './team.ts';
import { apiTokensRoutes } from './api-tokens.ts';
import { webhooksRoutes } from './webhooks.ts';
import { bulkUploadRoutes } from './bulk-upload.ts';
import { spendRoutes } from './spend.ts';
import { costCentresRoutes } from './cost-centres.ts';
import { overviewRoutes } from './overview.ts';

/** Every route of every area: the server registers these, OpenAPI is generated from them. */
export const allRoutes: RouteDef[] = [
  ...Object.values(accountsRoutes),
  ...Object.values(featuresRoutes),
  ...Object.values(shellRoutes),
  ...Object.values(numberRoutes),
  ...Object.values(numbersRoutes),
  ...Object.values(servicesRoutes),
  ...Object.values(lifecycleRoutes),
  ...Object.values(transferRoutes),
  ...Object.values(simRoutes),
  ...Object.values(forwardingRoutes),
  ...Object.values(bansRoutes),
  ...Object.values(devicesRoutes),
  ...Object.values(esimRoutes),
  ...Object.values(reportsRoutes),
  ...Object.values(documentsRoutes),
  ...Object.values(mailboxRoutes),
  ...Object.values(bulkRoutes),
  ...Object.values(teamRoutes),
  ...Object.values(apiTokensRoutes),
  ...Object.values(webhooksRoutes),
  ...Object.values(bulkUploadRoutes),
  ...Object.values(spendRoutes),
  ...Object.values(costCentresRoutes),
  ...Object.values(overviewRoutes),
] as RouteDef[];
