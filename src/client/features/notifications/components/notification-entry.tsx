import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/i18n/index.ts';
import { notificationLink } from '#shared/notifications/notifications.ts';
import type { Notification } from '#shared/notifications/schemas.ts';
import { getPageData } from '#client/lib/page-data.ts';
import type { NotificationChange } from '../api/change-notifications.ts';
import { t } from '../texts.ts';

/** An excerpt's paragraphs run on as one clamped block. */
const excerptRule =
  '.notification-text p { margin: 0; display: inline; } .notification-text p + p::before { content: " "; }';

interface NotificationEntryProps {
  notification: Notification;
  onChange: (change: NotificationChange) => void;
  /** The bell's panel closes when a link is followed. */
  onNavigate?: () => void;
  busy: boolean;
}

/** Spec §2: /notifs/{id} (a server route outside the app) for newer action types, else the item's page with the comments modal open. */
const EntryLink = ({
  notification,
  onNavigate,
  children,
}: {
  notification: Notification;
  onNavigate?: () => void;
  children: string;
}) => {
  const link = notificationLink(notification);
  return link.startsWith('/notifs/') ? (
    <Anchor href={link} onClick={onNavigate} fw={notification.read ? 400 : 600} size="sm" c="inherit">
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={link} onClick={onNavigate} fw={notification.read ? 400 : 600} size="sm" c="inherit">
      {children}
    </Anchor>
  );
};

export const NotificationEntry = ({ notification, onChange, onNavigate, busy }: NotificationEntryProps) => {
  const { locale } = getPageData();
  const sentence = t(`notifications.action.${notification.itemAction}`, {
    actor: notification.actor.name,
    item: notification.itemTitle,
  });
  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="xs"
      data-read={notification.read}
      aria-label={sentence}
      role="listitem"
      style={{ borderRadius: 8, background: notification.read ? undefined : 'var(--mantine-color-blue-light)' }}
    >
      <Avatar src={notification.actor.picture} alt="" radius="xl" size="sm" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <EntryLink notification={notification} {...(onNavigate ? { onNavigate } : {})}>
          {sentence}
        </EntryLink>
        {notification.itemFor && (
          <Text size="xs" c="dimmed">
            {t('notifications.for', { for: notification.itemFor })}
          </Text>
        )}
        {notification.html && (
          <>
            {/* React 19 hoists this rule into the head once, however many entries render it. */}
            <style href="notification-text" precedence="default">
              {excerptRule}
            </style>
            {/* Rendered and sanitised by the server's one markdown pipeline, like comments. */}
            <Text
              size="xs"
              c="dimmed"
              lineClamp={2}
              component="div"
              className="notification-text"
              dangerouslySetInnerHTML={{ __html: notification.html }}
            />
          </>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(locale, notification.created)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-xs"
            disabled={busy}
            onClick={() => onChange({ kind: notification.read ? 'unmark' : 'mark', id: notification._id })}
          >
            {t(notification.read ? 'notifications.markUnread' : 'notifications.markRead')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            disabled={busy}
            onClick={() => onChange({ kind: 'remove', id: notification._id })}
          >
            {t('notifications.remove')}
          </Button>
        </Group>
      </Stack>
    </Group>
  );
};
