import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { apiReferencePath } from '#shared/app/api-document.ts';
import { webhooksMax } from '#shared/webhooks/webhooks.ts';
import { Loading } from '#client/components/loading.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { useWebhooks } from '../api/list-webhooks.ts';
import { WebhookCard } from '../components/webhook-card.tsx';
import { WebhookForm } from '../components/webhook-form.tsx';
import { t } from '../texts.ts';

/** Issue 39, decision 108: the admins' subscriptions of other tools to the studio's events. */
export const WebhooksPage = () => {
  const webhooks = useWebhooks();
  const list = webhooks.data?.webhooks ?? [];
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('webhooks.title')} />
      <Text size="sm" c="dimmed">
        {t('webhooks.intro')}{' '}
        <Anchor href={apiReferencePath} target="_blank" rel="noopener">
          {t('webhooks.reference')}
        </Anchor>
      </Text>
      <Card withBorder padding="md" radius="md" component="section" aria-label={t('webhooks.new')}>
        <Title order={3} size="h4" mb="sm">
          {t('webhooks.new')}
        </Title>
        <WebhookForm full={list.length >= webhooksMax} />
      </Card>
      {webhooks.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('webhooks.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
