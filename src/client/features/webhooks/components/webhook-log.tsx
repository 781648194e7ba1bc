import { Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '#shared/i18n/index.ts';
import { isDelivered, type WebhookAttempt } from '#shared/webhooks/webhooks.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { useWebhookLog } from '../api/get-webhook-log.ts';
import { t } from '../texts.ts';

const resultOf = (attempt: WebhookAttempt): string =>
  attempt.statusCode === null ? (attempt.error ?? '') : String(attempt.statusCode);

/** A subscription's latest tries: what was sent, what came back, how long it took. */
export const WebhookLog = ({ id }: { id: string }) => {
  const log = useWebhookLog(id);
  const { locale } = getPageData();
  if (log.isPending) return <Loader size="sm" />;
  const attempts = log.data?.attempts ?? [];
  if (attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.logEmpty')}
      </Text>
    );
  return (
    // On a phone the table scrolls sideways: its viewport takes the focus so that the arrow keys scroll it.
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('webhooks.log') } }}
    >
      <Table striped fz="sm" aria-label={t('webhooks.log')} data-testid="webhook-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.log.event')}</Table.Th>
            <Table.Th>{t('webhooks.log.result')}</Table.Th>
            <Table.Th>{t('webhooks.log.duration')}</Table.Th>
            <Table.Th>{t('webhooks.log.attempt')}</Table.Th>
            <Table.Th>{t('webhooks.log.at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td>{t(`webhooks.event.${attempt.event}`)}</Table.Td>
              <Table.Td c={isDelivered(attempt.statusCode) ? 'green' : 'red'} title={attempt.responseExcerpt ?? ''}>
                {resultOf(attempt)}
              </Table.Td>
              <Table.Td>{t('webhooks.log.ms', { ms: attempt.durationMs })}</Table.Td>
              <Table.Td>{attempt.attempt}</Table.Td>
              <Table.Td>{formatDateTime(locale, attempt.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
