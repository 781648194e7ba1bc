import { Stack } from '@mantine/core';
import { PageHeader } from '#client/components/page-header.tsx';
import {
  AccessTokensCard,
  FooterBackgroundCard,
  NotificationsCard,
  PasswordCard,
  ProfileNameCard,
  ProfilePictureCard,
} from '#client/features/accounts/index.ts';
import { MyFiles } from '#client/features/files/index.ts';
import { NotificationPreferences } from '#client/features/notifications/index.ts';
import { t } from '#client/lib/page-data.ts';

/** Spec §2 /account: a list of sections, each a card of its own, so a new setting is one more entry. */
export const AccountPage = () => (
  <>
    <PageHeader title={t('page.account')} />
    <Stack gap="md">
      <ProfileNameCard />
      <ProfilePictureCard />
      <NotificationsCard />
      <NotificationPreferences />
      <FooterBackgroundCard />
      <PasswordCard />
      <AccessTokensCard />
      <MyFiles />
    </Stack>
  </>
);
