import { lazy, useState } from 'react';
import { standInPress } from '#client/lib/use-opened-on-arrival.ts';
import { useNotificationCount } from '../api/use-notification-count.ts';
import { BellButton } from './bell-button.tsx';
import { LaterPart } from '#client/components/later-part.tsx';

// The popover (and the floating-ui positioning under it) loads right after the first render, not in the
// first download of /app/: until it arrives the same bell stands in, and a press opens it on arrival (decision 071).
const BellPopover = lazy(async () => ({ default: (await import('./bell-popover.tsx')).BellPopover }));

/** Spec §2 top bar: the bell with the unread count. */
export const NotificationBell = () => {
  const count = useNotificationCount();
  const [pressed, setPressed] = useState(false);
  const press = standInPress(() => setPressed(true));
  return (
    <LaterPart
      fallback={
        <BellButton count={count} opened={false} onToggle={press.onClick} onPointerDown={press.onPointerDown} />
      }
    >
      <BellPopover count={count} openedOnArrival={pressed} />
    </LaterPart>
  );
};
