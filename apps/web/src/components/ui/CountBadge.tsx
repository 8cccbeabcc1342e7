import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './count-badge.module.css';

/**
 * A count drawn on an icon of the bottom bar (favourites, cart). The number is drawn by CSS from an attribute, not
 * written as text: the link around it is named by its label with the count ('Cart: 3 items'), and a number written
 * inside the link made its visible words '3 Cart', which that name does not contain (WCAG 2.5.3, label in name).
 */
export function CountBadge({
  count,
  className,
  style,
}: {
  count: number;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Badge
      size="xs"
      circle
      color="gold.4"
      autoContrast
      aria-hidden
      data-count={count}
      className={className ? `${classes.count} ${className}` : classes.count}
      style={style}
    />
  );
}
