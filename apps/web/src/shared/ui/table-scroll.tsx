import type { CSSProperties, ReactNode } from 'react';
import classes from './table-scroll.module.css';

/** The table's accessible name, given as text or as the id of the heading that names it. */
export type TableScrollName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * The box a table scrolls sideways in on a narrow screen instead of squeezing its columns: a plain
 * `overflow-x: auto` box rather than Mantine's ScrollArea, which brought floating-ui into every
 * screen that shows a table (decision 015). WCAG 2.1.1: a box that scrolls is reachable by the
 * keyboard (Tab, then the arrow keys), and a named region says what it holds when it takes the focus.
 */
export function TableScroll(props: TableScrollName & { minWidth: number; children: ReactNode }) {
  return (
    <div
      className={classes.scroll}
      // the region needs a focus stop of its own: a table of text has no other (axe scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
    >
      <div className={classes.inner} style={{ '--table-min-width': `${props.minWidth}px` } as CSSProperties}>
        {props.children}
      </div>
    </div>
  );
}
