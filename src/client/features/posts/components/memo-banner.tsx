import { useEffect } from 'react';
import { Anchor, Box, CloseButton, getDefaultZIndex, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBannerMemo } from '../api/get-banner-memo.ts';
import { useHideMemo } from '../api/hide-memo.ts';
import { useMemoRead } from '../memo-state.ts';
import { pt } from '../post-text.ts';

/**
 * Spec §2: the fixed bottom banner with the memo's title, its preview cut with an ellipsis, and Read
 * More; gone once read or hidden. It sits under the chrome and every overlay (dialogs, the phone's
 * menu), and tells the layout whether it shows, so the page keeps room for it.
 */
export const MemoBanner = ({ onShown }: { onShown: (shown: boolean) => void }) => {
  const { data: memo } = useBannerMemo();
  const read = useMemoRead(memo?._id ?? '');
  const hide = useHideMemo();
  const shown = memo != null && !read;
  useEffect(() => onShown(shown), [shown, onShown]);
  if (!memo || !shown) return null;
  return (
    <Paper
      role="region"
      aria-label={pt('posts.memo.label')}
      shadow="md"
      px="sm"
      py={6}
      radius={0}
      bg="yellow.0"
      style={{
        position: 'fixed',
        // Beside the desktop's left menu, which it sits under; a phone's menu is hidden until opened.
        left: 'var(--app-shell-navbar-offset, 0rem)',
        right: 0,
        bottom: 0,
        zIndex: getDefaultZIndex('app') - 1,
        borderTop: '2px solid var(--mantine-color-yellow-5)',
      }}
      data-testid="memo-banner"
    >
      <Group wrap="nowrap" gap="sm" maw={1200} mx="auto">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {memo.title}
          </Text>
          {/* A phone keeps one line of banner: the title says what the memo is about. */}
          <Text size="sm" c="dimmed" truncate="end" visibleFrom="sm">
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
        <CloseButton aria-label={pt('posts.memo.dismiss')} onClick={() => hide.mutate(memo._id)} />
      </Group>
    </Paper>
  );
};
