import { Anchor, Box, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Memo } from '#shared/app/page-data.ts';
import { useMemoRead } from '../memo-state.ts';
import { pt } from '../post-text.ts';

/** Spec §2: the fixed bottom banner with the memo's title, its preview cut with an ellipsis, and Read More; gone once read. */
export const MemoBanner = ({ memo }: { memo: Memo }) => {
  const read = useMemoRead(memo._id);
  const [hidden, setHidden] = useState(false);
  if (read || hidden) return null;
  return (
    <Paper
      role="region"
      aria-label={pt('posts.memo.label')}
      shadow="md"
      p="sm"
      radius={0}
      bg="yellow.0"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 150,
        borderTop: '2px solid var(--mantine-color-yellow-5)',
      }}
      data-testid="memo-banner"
    >
      <Group wrap="nowrap" gap="sm" maw={1200} mx="auto">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {memo.title}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {memo.bodyPreview}
          </Text>
        </Box>
        <Anchor
          component={Link}
          to={`/feed/${encodeURIComponent(memo.feed)}/post/${memo._id}`}
          size="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {pt('posts.memo.readMore')}
        </Anchor>
        <CloseButton aria-label={pt('posts.memo.dismiss')} onClick={() => setHidden(true)} />
      </Group>
    </Paper>
  );
};
