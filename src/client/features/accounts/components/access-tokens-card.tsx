import { SecretShownOnce } from '#client/components/secret-shown-once.tsx';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { apiReferencePath } from '#shared/app/api-document.ts';
import { formatDate } from '#shared/i18n/index.ts';
import {
  accessTokenLifetimes,
  accessTokenNameMaxLength,
  accessTokensPerUserMax,
  canCreateAccessToken,
  type AccessToken,
  type AccessTokenLifetime,
} from '#shared/users/access-tokens.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { getPageData, useCurrentUser } from '#client/lib/page-data.ts';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../api/access-tokens.ts';
import { t } from '../texts.ts';

const TokenRow = ({ token }: { token: AccessToken }) => {
  const { locale } = getPageData();
  const revoke = useRevokeAccessToken();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="access-token">
      <Stack gap={0}>
        <Text fw={500}>{token.name}</Text>
        <Text size="xs" c="dimmed">
          {t('account.tokens.dates', {
            created: formatDate(locale, token.createdAt),
            expires: formatDate(locale, token.expiresAt),
          })}
          {' · '}
          {token.lastUsedAt
            ? t('account.tokens.lastUsed', { date: formatDate(locale, token.lastUsedAt) })
            : t('account.tokens.neverUsed')}
        </Text>
      </Stack>
      <Button
        variant="default"
        color="red"
        size="xs"
        loading={revoke.isPending}
        onClick={() => revoke.mutate(token.id, { onError: () => undefined })}
      >
        {t('account.tokens.revoke')}
      </Button>
    </Group>
  );
};

/** Decision 104: the user's personal access tokens for scripts and tools; a new one's secret is shown here once. */
export const AccessTokensCard = () => {
  const user = useCurrentUser();
  const tokens = useAccessTokens();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<AccessTokenLifetime>(30);
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const list = tokens.data?.tokens ?? [];
  const mayCreate = canCreateAccessToken(user, list.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('account.tokens.nameRequired'));
      return;
    }
    try {
      const answer = await create.mutateAsync({ name: name.trim(), lifetimeDays: lifetime });
      setCreated({ name: answer.token.name, secret: answer.secret });
      setName('');
    } catch (error) {
      // A refused name is a 400 the server words; it shows beside the field it is about.
      if (error instanceof ApiError && error.status === 400) setNameError(error.message);
    }
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('account.tokens.title')}>
      <Title order={3} size="h4" mb={4}>
        {t('account.tokens.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('account.tokens.hint')}{' '}
        <Anchor href={apiReferencePath} target="_blank" rel="noopener">
          {t('account.tokens.reference')}
        </Anchor>
      </Text>
      {created && (
        <SecretShownOnce
          title={t('account.tokens.createdTitle', { name: created.name })}
          hint={t('account.tokens.copyNow')}
          secret={created.secret}
          testId="access-token-secret"
          labels={{
            copy: t('account.tokens.copy'),
            copied: t('account.tokens.copied'),
            done: t('account.tokens.done'),
          }}
          onDone={() => setCreated(null)}
          mb="sm"
        />
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('account.tokens.name')}
            placeholder={t('account.tokens.namePlaceholder')}
            maxLength={accessTokenNameMaxLength}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
            error={nameError}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label={t('account.tokens.lifetime')}
            data={accessTokenLifetimes.map((days) => ({
              value: String(days),
              label: t('account.tokens.days', { days }),
            }))}
            value={String(lifetime)}
            onChange={(value) => {
              const days = accessTokenLifetimes.find((choice) => String(choice) === value);
              if (days) setLifetime(days);
            }}
            allowDeselect={false}
            style={{ flex: '0 1 140px' }}
          />
          <Button type="submit" mt={25} loading={create.isPending} disabled={!mayCreate}>
            {t('account.tokens.create')}
          </Button>
        </Group>
      </form>
      {!mayCreate && tokens.isSuccess && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('account.tokens.tooMany', { max: accessTokensPerUserMax })}
        </Text>
      )}
      <Stack gap="sm" mt="md">
        {tokens.isPending ? (
          <Loader size="sm" />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.tokens.none')}
          </Text>
        ) : (
          list.map((token) => <TokenRow key={token.id} token={token} />)
        )}
      </Stack>
    </Card>
  );
};
