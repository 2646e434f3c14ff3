import { NEAR_LIMIT_PERCENT } from '@kabinet/contract/overview';

/** How far the month's charges are into the limit, for the bar: its width and its colour. */
export function spendShare(
  spent: number,
  limit: number,
): { percent: number; color: 'teal' | 'orange' | 'red' } {
  const percent = limit > 0 ? Math.min(100, Math.floor((spent * 100) / limit)) : 0;
  const color = spent >= limit ? 'red' : percent >= NEAR_LIMIT_PERCENT ? 'orange' : 'teal';
  return { percent, color };
}
