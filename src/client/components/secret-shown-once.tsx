import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

interface SecretShownOnceProps {
  title: string;
  /** Says the secret is not shown again. */
  hint: string;
  secret: string;
  testId: string;
  labels: { copy: string; copied: string; done: string };
  onDone: () => void;
  mb?: string;
}

/** A secret the server shows once (a personal token, a webhook's signing secret), with Copy and Done. */
export const SecretShownOnce = ({ title, hint, secret, testId, labels, onDone, mb }: SecretShownOnceProps) => (
  <Alert color="green" mb={mb} title={title}>
    <Stack gap="xs">
      <Text size="sm">{hint}</Text>
      <Code block data-testid={testId} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {secret}
      </Code>
      <Group gap="xs">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="xs" onClick={copy}>
              {copied ? labels.copied : labels.copy}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={onDone}>
          {labels.done}
        </Button>
      </Group>
    </Stack>
  </Alert>
);
