import { useState, type FormEvent } from 'react';
import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { getCurrentUser, setCurrentUser } from '#client/lib/page-data.ts';
import { useSaveAccountSetting } from '../api/save-account-setting.ts';
import { t } from '../texts.ts';

/** Spec §2 account profile: the public display name. */
export const ProfileNameCard = () => {
  const [name, setName] = useState(getCurrentUser()?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAccountSetting();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('account.nameRequired'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ path: '/api/accounts/name', body: { name: name.trim() } });
      setName(saved.user.name);
      setCurrentUser(saved.user);
    } catch {
      // The API wrapper has shown the server's message; the field keeps what was typed.
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.profile')}>
      <Title order={3} size="h4" mb="sm">
        {t('account.profile')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('account.displayName')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" loading={save.isPending}>
            {t('account.saveName')}
          </Button>
        </Group>
      </form>
    </Card>
  );
};
