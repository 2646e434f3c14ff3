import { z } from 'zod';
import { isoDateSchema } from './iso-date.ts';
import { REPORT_PERIOD_CHECKS, type ReportPeriodKind } from './report-period.ts';

// The schemas of report periods; the rules themselves are zod-free in report-period.ts, so a form
// that checks a period before sending loads no schema library (decision 015).

/** A request's period: two dates, start not after end (the static part; the rest needs `today`). */
export const periodSchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .refine((p) => p.startDate <= p.endDate, { message: 'invalid_period', path: ['endDate'] });

/** A form schema for one kind of period on a given day (forms and the server reject the same input). */
export function periodSchemaFor(kind: ReportPeriodKind, today: string) {
  const check = REPORT_PERIOD_CHECKS[kind];
  return periodSchema.superRefine((p, ctx) => {
    if (p.startDate > p.endDate) return; // already reported by periodSchema
    const code = check(p, today);
    if (code) ctx.addIssue({ code: 'custom', message: code, path: ['startDate'] });
  });
}
