import type { ReactNode } from 'react';
import { Avatar } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/i18n/index.ts';
import { notificationLink } from '#shared/notifications/notifications.ts';
import type { Notification } from '#shared/notifications/schemas.ts';
import { PlainButton } from '#client/components/plain-button.tsx';
import { plainAnchorClasses } from '#client/components/plain-classes.ts';
import { getPageData } from '#client/lib/page-data.ts';
import type { NotificationChange } from '../api/change-notifications.ts';
import { t } from '../texts.ts';
import classes from './notification-entry.module.css';

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
  children: ReactNode;
}) => {
  const link = notificationLink(notification);
  const look = {
    className: `${plainAnchorClasses} ${classes.link}`,
    'data-underline': 'hover',
    'data-unread': notification.read ? undefined : true,
    onClick: onNavigate,
  };
  return link.startsWith('/notifs/') ? (
    <a href={link} {...look}>
      {children}
    </a>
  ) : (
    <Link to={link} {...look}>
      {children}
    </Link>
  );
};

export const NotificationEntry = ({ notification, onChange, onNavigate, busy }: NotificationEntryProps) => {
  const { locale } = getPageData();
  const sentence = t(`notifications.action.${notification.itemAction}`, {
    actor: notification.actor.name,
    item: notification.itemTitle,
  });
  return (
    <div className={classes.entry} data-read={notification.read} aria-label={sentence} role="listitem">
      <Avatar src={notification.actor.picture} alt="" radius="xl" size="sm" />
      <div className={classes.body}>
        <EntryLink notification={notification} {...(onNavigate ? { onNavigate } : {})}>
          {sentence}
        </EntryLink>
        {notification.itemFor && (
          <p className={classes.meta}>{t('notifications.for', { for: notification.itemFor })}</p>
        )}
        {notification.html && (
          // Rendered and sanitised by the server's one markdown pipeline, like comments.
          <div
            className={`${classes.meta} ${classes.excerpt}`}
            dangerouslySetInnerHTML={{ __html: notification.html }}
          />
        )}
        <p className={classes.meta}>{formatDateTime(locale, notification.created)}</p>
        <div className={classes.actions}>
          <PlainButton
            color="blue"
            disabled={busy}
            onClick={() => onChange({ kind: notification.read ? 'unmark' : 'mark', id: notification._id })}
          >
            {t(notification.read ? 'notifications.markUnread' : 'notifications.markRead')}
          </PlainButton>
          <PlainButton color="red" disabled={busy} onClick={() => onChange({ kind: 'remove', id: notification._id })}>
            {t('notifications.remove')}
          </PlainButton>
        </div>
      </div>
    </div>
  );
};
