import type { ReactNode } from 'react';
import { Button, UnstyledButton } from '@mantine/core';
import classes from './plain-button.module.css';

/**
 * Mantine's small subtle text Button as it looks and answers, drawn from its own classes without a style attribute
 * (decision 134): a list of fifty notifications drew a hundred of them on the server, and the browser hydrated each.
 */
export const PlainButton = ({
  color,
  disabled = false,
  onClick,
  children,
}: {
  color: 'blue' | 'red';
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <button
    type="button"
    className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} ${Button.classes.root} ${UnstyledButton.classes.root} ${classes.button}`}
    data-variant="subtle"
    data-size="compact-xs"
    data-color={color}
    data-disabled={disabled || undefined}
    disabled={disabled}
    onClick={onClick}
  >
    <span className={Button.classes.inner}>
      <span className={Button.classes.label}>{children}</span>
    </span>
  </button>
);
