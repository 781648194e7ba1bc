import { forwardRef } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { t } from '#client/lib/page-data.ts';
import { swappedControlAttribute } from '#client/lib/use-focus-kept-on-arrival.ts';

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </svg>
);

interface BellButtonProps {
  count: number;
  opened: boolean;
  onToggle: () => void;
  /** The stand-in's press also counts when a pointer that went down here comes up (`standInPress`). */
  onPointerDown?: () => void;
}

/**
 * The bell with the unread count, the same before and after its popover's chunk arrives. The popover's
 * target is the button itself: the popup attributes it adds are not allowed on the indicator's plain div.
 */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(
  ({ count, opened, onToggle, ...targetProps }, ref) => (
    <Indicator
      disabled={count === 0}
      label={count > 99 ? '99+' : count}
      size={16}
      color="red"
      data-testid="notification-count"
    >
      <ActionIcon
        ref={ref}
        {...{ [swappedControlAttribute]: 'notifications' }}
        {...targetProps}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('topbar.notifications')}
        aria-expanded={opened}
        onClick={onToggle}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  ),
);
BellButton.displayName = 'BellButton';
