import type { ReactNode } from 'react';
import classes from './number.module.css';

export interface InfoItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A term / value list of a detail card; an empty value shows a dash. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <dl className={classes.infoList}>
      {items.map((item) => (
        <div key={item.key} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
