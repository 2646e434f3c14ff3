import { createContext, useContext } from 'react';
import type { GateDecision } from '../gate/status-gate-decision.ts';

export interface GateState {
  decision: GateDecision;
  features: { isPending: boolean; error: unknown; refetch: () => void };
  /** false when the company's service-availability check says the operator cannot serve it */
  isServiceAvailable: boolean;
}

export const GateContext = createContext<GateState | null>(null);

export function useGate(): GateState {
  const value = useContext(GateContext);
  if (!value) throw new Error('useGate outside CompanyProvider');
  return value;
}
