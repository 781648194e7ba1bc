import { Stack } from '@mantine/core';
import { PageHeader } from '#client/components/page-header.tsx';
import { ProfilePictureCard } from '#client/features/accounts/components/profile-picture-card.tsx';
import { MyFiles } from '#client/features/files/components/my-files.tsx';
import { NotificationPreferences } from '#client/features/notifications/index.ts';
import { t } from '#client/lib/page-data.ts';

/** The profile picture now; name and notification settings join it when the account capability is built. */
export const AccountPage = () => (
  <>
    <PageHeader title={t('page.account')} />
    <Stack gap="md">
      <ProfilePictureCard />
      <NotificationPreferences />
      <MyFiles />
    </Stack>
  </>
);
