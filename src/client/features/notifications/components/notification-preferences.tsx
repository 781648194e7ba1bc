import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Loading } from '#client/components/loading.tsx';
import { useChangeNotificationPreferences, useNotificationPreferences } from '../api/notification-preferences.ts';
import { t } from '../texts.ts';

/** The account page's section for notification e-mails: hourly digest and per-project mutes (issue 15). */
export const NotificationPreferences = () => {
  const preferences = useNotificationPreferences();
  const change = useChangeNotificationPreferences();
  const [projectToMute, setProjectToMute] = useState<string | null>(null);
  const title = t('notifications.preferences.title');
  if (preferences.isPending) return <Loading />;
  if (preferences.isError) return <Alert color="red">{t('notifications.loadFailed')}</Alert>;
  const { digest, mutes, candidates } = preferences.data;
  const choices = candidates.filter((candidate) => !mutes.some((mute) => mute.projectId === candidate.projectId));
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Checkbox
          label={t('notifications.preferences.digest')}
          checked={digest}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ kind: 'digest', digest: event.currentTarget.checked })}
        />
        <Title order={4} size="h5">
          {t('notifications.preferences.mutes')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.preferences.mutesHelp')}
        </Text>
        {mutes.length === 0 ? (
          <Text size="sm">{t('notifications.preferences.noMutes')}</Text>
        ) : (
          <Stack gap={4} role="list" aria-label={t('notifications.preferences.mutes')}>
            {mutes.map((mute) => (
              <Group key={mute.projectId} gap="xs" role="listitem" wrap="nowrap">
                <Text size="sm" style={{ flex: 1 }} truncate>
                  {mute.title}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('notifications.preferences.unmute', { title: mute.title })}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'unmute', projectId: mute.projectId })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('notifications.preferences.muteProject')}
            data={choices.map((choice) => ({ value: choice.projectId, label: choice.title }))}
            value={projectToMute}
            onChange={setProjectToMute}
            searchable
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            disabled={!projectToMute || change.isPending}
            onClick={() => {
              if (!projectToMute) return;
              change.mutate({ kind: 'mute', projectId: projectToMute }, { onSuccess: () => setProjectToMute(null) });
            }}
          >
            {t('notifications.preferences.mute')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
