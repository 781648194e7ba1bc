import { Stack } from '@mantine/core';
import { PageHeader } from '#client/components/page-header.tsx';
import { FooterBackgroundCard } from '#client/features/accounts/components/footer-background-card.tsx';
import { NotificationsCard } from '#client/features/accounts/components/notifications-card.tsx';
import { PasswordCard } from '#client/features/accounts/components/password-card.tsx';
import { ProfileNameCard } from '#client/features/accounts/components/profile-name-card.tsx';
import { ProfilePictureCard } from '#client/features/accounts/components/profile-picture-card.tsx';
import { MyFiles } from '#client/features/files/components/my-files.tsx';
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
      <MyFiles />
    </Stack>
  </>
);
