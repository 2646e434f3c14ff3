/** A cost centre of the company, as the operator's billing keeps it (decision 030). */
export interface CostCentreRecord {
  id: number;
  code: string;
  name: string;
  /** how many of the company's numbers are assigned to it */
  numbers: number;
}

export type CostCentreWrite =
  | { ok: true; centre: CostCentreRecord }
  /** NOT_FOUND: no such cost centre in the company; CODE_TAKEN: another one has the code */
  | { ok: false; reason: 'NOT_FOUND' | 'CODE_TAKEN' };

export type CostCentreAssignment =
  | { ok: true; assigned: number }
  /** NOT_FOUND: no such cost centre; FOREIGN_NUMBER: a number is not the company's (nothing changed) */
  | { ok: false; reason: 'NOT_FOUND' | 'FOREIGN_NUMBER'; msisdn?: string };

export interface CostCentresPort {
  listCostCentres(bin: string): Promise<CostCentreRecord[]>;
  createCostCentre(bin: string, input: { code: string; name: string }): Promise<CostCentreWrite>;
  updateCostCentre(bin: string, id: number, input: { code: string; name: string }): Promise<CostCentreWrite>;
  /** its numbers are left without a cost centre; false when the company has no such cost centre */
  deleteCostCentre(bin: string, id: number): Promise<boolean>;
  /** all or nothing: every number must be the company's */
  assignCostCentre(bin: string, id: number | null, msisdns: readonly string[]): Promise<CostCentreAssignment>;
}
