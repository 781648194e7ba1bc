import { Alert, Avatar, Button, Drawer, Group, Image, Stack, Text } from '@mantine/core';
import { timeAgo } from '#shared/format/time-ago.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { Loading } from '#client/components/loading.tsx';
import { t } from '../../texts.ts';
import { useSceneHistory } from '../api/get-scene-history.ts';

/** The sceneVersions side modal (spec §2): who changed the scene's text or image, newest first. */
export const SceneHistoryDrawer = ({
  sceneId,
  number,
  opened,
  onClose,
}: {
  sceneId: string;
  number: number;
  opened: boolean;
  onClose: () => void;
}) => {
  const history = useSceneHistory(sceneId, opened);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('scenes.historyTitle', { number })}>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <Alert color="red">{history.error.message}</Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('scenes.historyEmpty')}</Text>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <Stack key={item._id} gap={4} data-testid="scene-history-entry">
              <Group gap="xs">
                <Avatar src={item.user?.picture} size="sm" radius="xl" />
                <Text size="sm" fw={600}>
                  {item.user?.name ?? '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.title} · {timeAgo(getPageData().locale, item.created, now)}
                </Text>
              </Group>
              {item.type === 'text' ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.text}
                </Text>
              ) : item.image ? (
                <Image src={item.image} alt={item.title} radius="sm" />
              ) : null}
            </Stack>
          ))}
          {history.hasNextPage ? (
            <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
              {t('scenes.loadMore')}
            </Button>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
};
