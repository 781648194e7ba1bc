import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '#shared/i18n/index.ts';
import type { Webhook, WebhookState } from '#shared/webhooks/webhooks.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { usePauseWebhook } from '../api/pause-webhook.ts';
import { t } from '../texts.ts';
import { WebhookLog } from './webhook-log.tsx';

const stateColors: Record<WebhookState, string> = { active: 'green', paused: 'gray', disabled: 'red' };

export const WebhookCard = ({ webhook }: { webhook: Webhook }) => {
  const { locale } = getPageData();
  const pause = usePauseWebhook();
  const remove = useDeleteWebhook();
  const running = webhook.state === 'active';
  return (
    <Card withBorder padding="md" radius="md" component="li" aria-label={webhook.url} data-testid="webhook">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {webhook.url}
              </Text>
              <Badge color={stateColors[webhook.state]} variant="light">
                {t(`webhooks.state.${webhook.state}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('webhooks.created', { date: formatDate(locale, webhook.createdAt) })}
              {' · '}
              {webhook.lastDeliveryAt
                ? t('webhooks.lastDelivery', { date: formatDate(locale, webhook.lastDeliveryAt) })
                : t('webhooks.neverDelivered')}
              {webhook.consecutiveFailures > 0 &&
                ` · ${t('webhooks.failures', { count: webhook.consecutiveFailures })}`}
            </Text>
            <Group gap={6} wrap="wrap">
              {webhook.events.map((name) => (
                <Badge key={name} variant="outline" size="sm" tt="none">
                  {t(`webhooks.event.${name}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              loading={pause.isPending}
              onClick={() => pause.mutate({ id: webhook.id, paused: running }, { onError: () => undefined })}
            >
              {running ? t('webhooks.pause') : t('webhooks.resume')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                confirmAction(
                  t('webhooks.deleteConfirm', { url: webhook.url }),
                  () => remove.mutate(webhook.id, { onError: () => undefined }),
                  t('webhooks.delete'),
                )
              }
            >
              {t('webhooks.delete')}
            </Button>
          </Group>
        </Group>
        <Title order={4} size="h5">
          {t('webhooks.log')}
        </Title>
        <WebhookLog id={webhook.id} />
      </Stack>
    </Card>
  );
};
