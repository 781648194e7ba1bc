import { Title } from '@mantine/core';
import { t } from '../texts.ts';
import { NotificationList } from './notification-list.tsx';

/** The bell's dropdown, in its own chunk: only the count badge is in the first download. */
export const NotificationPanel = ({ onNavigate }: { onNavigate: () => void }) => (
  <>
    <Title order={4} size="h5" mb="xs">
      {t('notifications.title')}
    </Title>
    <NotificationList maxHeight={420} onNavigate={onNavigate} />
  </>
);
