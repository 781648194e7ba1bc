import { Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { coverUploadLimits } from '#shared/files/constants.ts';
import { imageMimeTypes } from '#shared/files/content-types.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import type { SocialCover, SocialMediaResponse } from '#shared/projects/social/social.ts';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { getPageData } from '#client/lib/page-data.ts';
import { useRemoveSocialCover } from '../api/remove-social-cover.ts';
import { useScoreSocialCover } from '../api/score-social-cover.ts';
import { socialKeys } from '../api/social-keys.ts';
import { socialPath } from '../api/social-path.ts';
import { t } from '../texts.ts';
import { PerformanceSelect } from './performance-select.tsx';
import { RemoveButton } from './remove-button.tsx';

/** Spec §2, §9: cover images for the social posts, two per drop and one at a time, each scored after it ran. */
export const SocialCovers = ({ projectId, covers }: { projectId: string; covers: SocialCover[] }) => {
  const queryClient = useQueryClient();
  const score = useScoreSocialCover(projectId);
  const remove = useRemoveSocialCover(projectId);
  const { mediaHost } = getPageData();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="social-covers-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="social-covers-heading">
          {t('social.covers')}
        </Title>
        {covers.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('social.noCovers')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {covers.map((cover) => (
              <Card key={cover.fileId} withBorder padding="xs" radius="md" data-testid="social-cover">
                <Card.Section>
                  <Image
                    src={imageUrl(mediaHost, cover.fileId)}
                    alt={t('social.cover', { name: cover.name })}
                    h={160}
                    fit="cover"
                  />
                </Card.Section>
                <Group mt="xs" justify="space-between" wrap="nowrap" gap="xs">
                  <PerformanceSelect
                    score={cover.score}
                    label={t('social.performance')}
                    disabled={score.isPending}
                    onChange={(value) => score.mutate({ fileId: cover.fileId, score: value })}
                  />
                  <RemoveButton
                    label={t('social.removeCover')}
                    question={t('social.removeCoverConfirm')}
                    onConfirm={() => remove.mutate(cover.fileId)}
                  />
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <Uploader<SocialMediaResponse>
          endpoint={socialPath(projectId, '/social-media-cover')}
          maxFiles={coverUploadLimits.maxFiles}
          parallel={coverUploadLimits.parallel}
          accept={[...imageMimeTypes]}
          label={t('social.uploadCovers')}
          previewOf={() => null}
          notifySuccess
          onUploaded={(response) => queryClient.setQueryData(socialKeys.section(projectId), response.socialMedia)}
        />
      </Stack>
    </Paper>
  );
};
