import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { NothingHere } from '#client/components/nothing-here.tsx';
import { Loading } from '#client/components/loading.tsx';
import { useChangeNotifications } from '../api/change-notifications.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { t } from '../texts.ts';
import { NotificationEntry } from './notification-entry.tsx';

interface NotificationListProps {
  /** Height of the scrolling list; the bell's panel is short, the log taller. */
  maxHeight: number;
  onNavigate?: () => void;
}

/** The bell's panel and the dashboard's Notification Log: one list with mark, unmark, remove, mark all read and clear all read. */
export const NotificationList = ({ maxHeight, onNavigate }: NotificationListProps) => {
  const notifications = useNotifications();
  const change = useChangeNotifications();
  if (notifications.isPending) return <Loading />;
  if (notifications.isError) return <Alert color="red">{t('notifications.loadFailed')}</Alert>;
  const { items, count } = notifications.data;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('notifications.unread', { count })}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="light"
            disabled={count === 0 || change.isPending}
            onClick={() => change.mutate({ kind: 'mark-all' })}
          >
            {t('notifications.markAll')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="gray"
            disabled={items.every((item) => !item.read) || change.isPending}
            onClick={() => change.mutate({ kind: 'clear-all' })}
          >
            {t('notifications.clearAll')}
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <NothingHere />
      ) : (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          <Stack gap={4} role="list" aria-label={t('notifications.title')}>
            {items.map((item) => (
              <NotificationEntry
                key={item._id}
                notification={item}
                busy={change.isPending}
                onChange={(next) => change.mutate(next)}
                {...(onNavigate ? { onNavigate } : {})}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
};
