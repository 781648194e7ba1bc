import { useState, type FormEvent } from 'react';
import { Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { useSaveAccountSetting } from '../api/save-account-setting.ts';
import { t } from '../texts.ts';

/** Spec §2 account notifications: e-mail on or off, the current and a new notification e-mail with Update Email. */
export const NotificationsCard = () => {
  const user = getCurrentUser();
  const [emailOn, setEmailOn] = useState(user?.notificationEmailOn ?? true);
  const [currentEmail, setCurrentEmail] = useState(user?.notificationEmail ?? null);
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toggle = useSaveAccountSetting();
  const update = useSaveAccountSetting();

  const changeEmailOn = async (status: boolean) => {
    setEmailOn(status);
    try {
      await toggle.mutateAsync({ path: '/api/accounts/notification', body: { status } });
    } catch {
      setEmailOn(!status);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newEmail.trim() === '') {
      setError(t('account.emailRequired'));
      return;
    }
    try {
      const saved = await update.mutateAsync({
        path: '/api/accounts/notification-email',
        body: { email: newEmail.trim() },
      });
      setCurrentEmail(saved.user.notificationEmail);
      setNewEmail('');
    } catch {
      // The API wrapper has shown the server's message (a bad address); the field keeps what was typed.
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.notifications')}>
      <Title order={3} size="h4" mb="sm">
        {t('account.notifications')}
      </Title>
      <Stack gap="sm">
        <Checkbox
          label={t('account.emailOn')}
          checked={emailOn}
          disabled={toggle.isPending}
          onChange={(event) => void changeEmailOn(event.currentTarget.checked)}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('account.currentEmail')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="current-notification-email">
            {currentEmail ?? t('account.noNotificationEmail', { email: user?.email ?? '' })}
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t('account.newEmail')}
              value={newEmail}
              onChange={(event) => {
                setNewEmail(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" loading={update.isPending}>
              {t('account.updateEmail')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
};
