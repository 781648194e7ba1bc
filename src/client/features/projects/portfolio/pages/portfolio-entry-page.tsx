import { Alert, Anchor, AspectRatio, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { imageUrl } from '#shared/format/image-url.ts';
import { Loading } from '#client/components/loading.tsx';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { usePortfolioEntry } from '../api/get-portfolio-entry.ts';

/** Spec §2 public portfolio page: a published project its client allowed, for anyone. */
export const PortfolioEntryPage = () => {
  const { slug = '' } = useParams();
  const query = usePortfolioEntry(slug);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert color="gray">{t('portfolio.notFound')}</Alert>;
  const entry = query.data;
  return (
    <Card withBorder radius="md" maw={880} mx="auto" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2}>{entry.title}</Title>
          {entry.featured && <Badge>{t('settings.portfolioFeatured')}</Badge>}
        </Group>
        {entry.client && <Text c="dimmed">{t('portfolio.client', { client: entry.client })}</Text>}
        {entry.videoCoverUrl && (
          <AspectRatio ratio={16 / 9}>
            <img
              src={imageUrl(getPageData().mediaHost, entry.videoCoverUrl, '_l')}
              alt={entry.title}
              style={{ objectFit: 'cover', borderRadius: 8 }}
            />
          </AspectRatio>
        )}
        {entry.descr && <Text>{entry.descr}</Text>}
        {(entry.videoUrl ?? entry.url) && (
          <Anchor href={entry.videoUrl ?? entry.url} target="_blank" rel="noopener noreferrer">
            {t('portfolio.watch')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
};
