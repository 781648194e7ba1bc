import { lazy, Suspense } from 'react';
import { Popover } from '@mantine/core';
import { Loading } from '#client/components/loading.tsx';
import { useOpenedOnArrival } from '#client/lib/use-opened-on-arrival.ts';
import { BellButton } from './bell-button.tsx';

const NotificationPanel = lazy(async () => ({ default: (await import('./notification-panel.tsx')).NotificationPanel }));

interface BellPopoverProps {
  count: number;
  /** The bell was pressed while this chunk was on its way: open at once. */
  openedOnArrival: boolean;
}

/** The bell's popover; its panel (open or closed) loads on first open. */
export const BellPopover = ({ count, openedOnArrival }: BellPopoverProps) => {
  const [opened, setOpened] = useOpenedOnArrival(openedOnArrival);
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <BellButton count={count} opened={opened} onToggle={() => setOpened(!opened)} />
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
