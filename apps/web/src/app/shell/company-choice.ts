import { startTransition, useState } from 'react';
import { useCompany } from '../../shared/company/company-context.ts';

/**
 * Resolves after the browser has painted the current frame (at once in a hidden tab: no frames; and
 * at the latest after 100 ms, should no frame come — the switch must never wait on one).
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (document.hidden) return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * The company select's choice, whichever control shows it (company-select.tsx).
 * decision 028: the choice is painted at once; the switch itself (the stored number cleared, the
 * company's data dropped, every screen under the shell rendered again) runs after that frame, in a
 * transition — before, the press waited for all of it. The choice is shown while the company it
 * was made from is still the current one.
 */
export function useCompanyChoice(onSelected?: () => void) {
  const { user, bin, selectCompany } = useCompany();
  const [chosen, setChosen] = useState<{ from: string | null; to: string } | null>(null);
  const choose = (value: string) => {
    if (!value) return;
    setChosen({ from: bin, to: value });
    onSelected?.();
    void afterNextPaint().then(() => startTransition(() => selectCompany(value)));
  };
  return {
    customers: user.assignCustomers,
    value: chosen && chosen.from === bin ? chosen.to : bin,
    choose,
  };
}
