import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import classes from './plain-badge.module.css';

type PlainBadgeLook =
  | { variant: 'light'; color: 'blue' | 'green' | 'orange' | 'red' }
  | { variant: 'outline'; color: 'gray' };

/**
 * Mantine's Badge as it looks, drawn from its own classes without a style attribute (decision 134): the cards of a
 * list draw dozens of them on the server, and the browser hydrates each.
 */
export const PlainBadge = ({
  look,
  size = 'md',
  children,
}: {
  look: PlainBadgeLook;
  size?: 'sm' | 'md';
  children: ReactNode;
}) => (
  <div
    className={`${Badge.classes.root} ${classes.badge}`}
    data-variant={look.variant}
    data-color={look.color}
    data-size={size}
  >
    <span className={Badge.classes.label}>{children}</span>
  </div>
);
