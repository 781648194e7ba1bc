import { SecretShownOnce } from '#client/components/secret-shown-once.tsx';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  webhookEventNames,
  webhookUrlMaxLength,
  webhooksMax,
  type WebhookEventName,
} from '#shared/webhooks/webhooks.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { t } from '../texts.ts';

/** Decision 108: the address and its events; a new subscription's signing secret is shown here once. */
export const WebhookForm = ({ full }: { full: boolean }) => {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>([]);
  const [urlError, setUrlError] = useState<string | undefined>();
  const [eventsError, setEventsError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingUrl = url.trim() === '';
    setUrlError(missingUrl ? t('webhooks.urlRequired') : undefined);
    setEventsError(events.length === 0 ? t('webhooks.eventsRequired') : undefined);
    if (missingUrl || events.length === 0) return;
    try {
      const answer = await create.mutateAsync({ url: url.trim(), events });
      setCreated({ url: answer.webhook.url, secret: answer.secret });
      setUrl('');
      setEvents([]);
    } catch (error) {
      // A refused address is a 400 the server words (which range, which host): it shows beside the field.
      if (error instanceof ApiError && error.status === 400) setUrlError(error.message);
    }
  };

  return (
    <Stack gap="sm">
      {created && (
        <SecretShownOnce
          title={t('webhooks.createdTitle', { url: created.url })}
          hint={t('webhooks.copyNow')}
          secret={created.secret}
          testId="webhook-secret"
          labels={{ copy: t('webhooks.copy'), copied: t('webhooks.copied'), done: t('webhooks.done') }}
          onDone={() => setCreated(null)}
        />
      )}
      <form onSubmit={submit} noValidate aria-label={t('webhooks.new')}>
        <Stack gap="sm">
          <TextInput
            label={t('webhooks.url')}
            placeholder={t('webhooks.urlPlaceholder')}
            maxLength={webhookUrlMaxLength}
            value={url}
            onChange={(change) => {
              setUrl(change.currentTarget.value);
              setUrlError(undefined);
            }}
            error={urlError}
          />
          <Checkbox.Group
            label={t('webhooks.events')}
            value={events}
            onChange={(chosen) => {
              setEvents(webhookEventNames.filter((name) => chosen.includes(name)));
              setEventsError(undefined);
            }}
            error={eventsError}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
              {webhookEventNames.map((name) => (
                <Checkbox key={name} value={name} label={t(`webhooks.event.${name}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={create.isPending} disabled={full}>
              {t('webhooks.create')}
            </Button>
            {full && (
              <Text size="sm" c="dimmed">
                {t('webhooks.tooMany', { max: webhooksMax })}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};
