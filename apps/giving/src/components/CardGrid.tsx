import { Children, useEffect, useState, type ReactNode } from 'react';
import { useCardStyles } from './cardStyles';

/** BATCH is how many cards a grid adds to the page in one task. */
const BATCH = 8;

/**
 * CardGrid lays cards out in columns (spec/01 §9): 4 above 992 px, 3 above
 * 600, 2 above 400, otherwise 1.
 *
 * It adds a long list BATCH cards at a time, each batch in its own task: the
 * first rows show at once and a slow phone does not freeze for the whole page
 * of 25 (Load More adds its cards the same way).
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  useCardStyles();
  const items = Children.toArray(children);
  const [shown, setShown] = useState(BATCH);
  const more = shown < items.length;
  useEffect(() => {
    if (!more) return;
    const t = setTimeout(() => setShown((s) => s + BATCH), 0);
    return () => clearTimeout(t);
  }, [more, shown]);
  return (
    <ul className="rg-grid" aria-label={label}>
      {items.slice(0, shown).map((child, i) => (
        <li key={(child as { key?: string | null }).key ?? i}>{child}</li>
      ))}
    </ul>
  );
}
