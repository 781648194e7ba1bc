import { useState, type FormEvent } from 'react';
import { Button, Card, Divider, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordMinLength } from '#shared/auth/schemas.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { t } from '../texts.ts';

interface PasswordErrors {
  current?: string;
  next?: string;
}

/** Issue 16: the password change, which ends the other sessions, and signing out of the other sessions alone. */
export const PasswordCard = () => {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const change = useChangePassword();
  const signOutOthers = useSignOutOtherSessions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: PasswordErrors = {
      current: currentPassword === '' ? t('account.currentPasswordRequired') : undefined,
      next:
        newPassword.length < passwordMinLength
          ? t('account.newPasswordTooShort', { min: passwordMinLength })
          : undefined,
    };
    setErrors(problems);
    if (problems.current || problems.next) return;
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setOutcome(answer.message);
    } catch (error) {
      // A wrong current password is a 400 the server words; it shows beside the field it is about.
      if (error instanceof ApiError && error.status === 400) setErrors({ current: error.message });
    }
  };

  const endOtherSessions = async () => {
    try {
      setOutcome((await signOutOthers.mutateAsync()).message);
    } catch {
      // The API wrapper has shown why.
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.security')}>
      <Title order={3} size="h4" mb="sm">
        {t('account.security')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.currentTarget.value);
              setErrors((shown) => ({ ...shown, current: undefined }));
            }}
            error={errors.current}
          />
          <PasswordInput
            label={t('account.newPassword')}
            description={t('account.newPasswordHint', { min: passwordMinLength })}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
              setErrors((shown) => ({ ...shown, next: undefined }));
            }}
            error={errors.next}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('account.changePassword')}
          </Button>
        </Stack>
      </form>
      <Divider my="md" />
      <Text size="sm" c="dimmed" mb="xs">
        {t('account.otherSessionsHint')}
      </Text>
      <Button variant="default" loading={signOutOthers.isPending} onClick={() => void endOtherSessions()}>
        {t('account.signOutOthers')}
      </Button>
      {outcome && (
        <Text size="sm" mt="sm" role="status" data-testid="sessions-outcome">
          {outcome}
        </Text>
      )}
    </Card>
  );
};
