import { Children, type ReactNode } from 'react';
import { useCardStyles } from './cardStyles';

/**
 * CardGrid lays cards out in columns (spec/01 §9): 4 above 992 px, 3 above
 * 600, 2 above 400, otherwise 1.
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  useCardStyles();
  return (
    <ul className="rg-grid" aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
