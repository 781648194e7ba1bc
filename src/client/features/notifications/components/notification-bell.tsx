import { lazy, Suspense } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Loading } from '#client/components/loading.tsx';
import { t } from '#client/lib/page-data.ts';
import { useNotificationCount } from '../api/use-notification-count.ts';

const NotificationPanel = lazy(async () => ({ default: (await import('./notification-panel.tsx')).NotificationPanel }));

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.7 21a2 2 0 0 1-3.4 0" />
  </svg>
);

/** Spec §2 top bar: the bell with the unread count; its panel (open or closed) loads on first open. */
export const NotificationBell = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  const count = useNotificationCount();
  return (
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-end" width={380} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Indicator disabled={count === 0} label={count > 99 ? '99+' : count} size={16} color="red" data-testid="notification-count">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topbar.notifications')} aria-expanded={opened} onClick={toggle}>
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        {opened && (
          <Suspense fallback={<Loading />}>
            <NotificationPanel onNavigate={close} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
};
