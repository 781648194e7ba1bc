import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ProjectView } from '#shared/projects/project.ts';
import { isSameHost, projectTransferBodySchema } from '#shared/projects/schemas.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { useTransferStatus } from '../api/get-transfer-status.ts';
import { useTransferProject } from '../api/transfer-project.ts';
import { t } from '../texts.ts';

const hostOf = (address: string): string => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** Spec §2 Transfer Project: the target host, a confirmation (spec §5), the progress, then the project's address there. */
export const TransferGroup = ({ project }: { project: ProjectView }) => {
  const status = useTransferStatus(project._id);
  const transfer = useTransferProject(project._id);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (status.isPending) return <Loader size="sm" />;
  if (!status.data?.configured) return <Text size="sm">{t('transfer.notConfigured')}</Text>;

  const submit = () => {
    // Spec §5, with the rule the server applies: refused when the target is this host.
    const parsed = projectTransferBodySchema(window.location.host).safeParse({ target });
    if (!parsed.success) {
      setProblem(isSameHost(target.trim(), window.location.host) ? t('transfer.sameHost') : t('transfer.badTarget'));
      return;
    }
    setProblem(null);
    confirmAction(
      t('transfer.confirm', { title: project.title, host: hostOf(parsed.data.target) }),
      () => transfer.mutate(parsed.data.target),
      t('transfer.confirmAction'),
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('transfer.intro')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('transfer.target')}
            description={t('transfer.targetHint')}
            placeholder="https://"
            inputMode="url"
            value={target}
            error={problem}
            disabled={transfer.isPending}
            onChange={(event) => setTarget(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={transfer.isPending} disabled={target.trim() === ''}>
            {t('transfer.send')}
          </Button>
        </Group>
      </form>
      {transfer.isPending && transfer.variables ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('transfer.sending', { host: hostOf(transfer.variables) })}</Text>
        </Group>
      ) : null}
      {transfer.data ? (
        <Alert color="green" role="status">
          <Text size="sm">{t('transfer.done', { host: hostOf(transfer.data.url) })}</Text>
          <Anchor
            href={transfer.data.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {transfer.data.url}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
};
