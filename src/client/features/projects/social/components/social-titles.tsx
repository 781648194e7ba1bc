import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Rating, Stack, Text, TextInput, Title } from '@mantine/core';
import { socialTitleBodySchema, type SocialTitle } from '#shared/projects/social/social.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { CommentsButton } from '#client/features/comments/index.ts';
import { useAddSocialTitle } from '../api/add-social-title.ts';
import { useRateSocialTitle } from '../api/rate-social-title.ts';
import { useRemoveSocialTitle } from '../api/remove-social-title.ts';
import { useScoreSocialTitle } from '../api/score-social-title.ts';
import { t } from '../texts.ts';
import { PerformanceSelect } from './performance-select.tsx';
import { RemoveButton } from './remove-button.tsx';

const NewTitleForm = ({ projectId }: { projectId: string }) => {
  const add = useAddSocialTitle(projectId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = socialTitleBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(t('social.titleRequired'));
      return;
    }
    // The typed text stays until the server has kept it.
    add.mutate(parsed.data, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('social.newTitle')}
          placeholder={t('social.newTitlePlaceholder')}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('social.addTitle')}
        </Button>
      </Group>
    </form>
  );
};

const TitleRow = ({ projectId, title }: { projectId: string; title: SocialTitle }) => {
  const rate = useRateSocialTitle(projectId);
  const score = useScoreSocialTitle(projectId);
  const remove = useRemoveSocialTitle(projectId);
  const userId = getCurrentUser()?._id ?? '';
  const ratingCount = Object.keys(title.ratings).length;
  return (
    <Paper withBorder radius="sm" p="sm" component="li" data-testid="social-title" data-score={title.score ?? ''}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title.text}
            </Text>
            {title.user ? (
              <Text size="xs" c="dimmed">
                {t('social.by', { name: title.user.name })}
              </Text>
            ) : null}
          </Stack>
          <RemoveButton
            label={t('social.removeTitle')}
            question={t('social.removeTitleConfirm')}
            onConfirm={() => remove.mutate(title.id)}
          />
        </Group>
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" id={`rating-${title.id}`}>
              {t('social.yourRating')}
            </Text>
            <Rating
              size="sm"
              aria-labelledby={`rating-${title.id}`}
              value={title.ratings[userId] ?? 0}
              onChange={(rating) => rate.mutate({ titleId: title.id, rating })}
            />
          </Group>
          <Text size="xs" c="dimmed" data-testid="social-title-average">
            {title.rating === null
              ? t('social.noRatings')
              : t('social.average', { rating: title.rating, count: ratingCount })}
          </Text>
          <PerformanceSelect
            score={title.score}
            label={t('social.performance')}
            disabled={score.isPending}
            onChange={(value) => score.mutate({ titleId: title.id, score: value })}
          />
          <CommentsButton itemId={title.id} itemType="social-title" compact />
        </Group>
      </Stack>
    </Paper>
  );
};

/** Spec §2, §3, §9: titles with everyone's rating, a performance score, the best-performing first. */
export const SocialTitles = ({ projectId, titles }: { projectId: string; titles: SocialTitle[] }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-labelledby="social-titles-heading">
    <Stack gap="sm">
      <Title order={2} size="h4" id="social-titles-heading">
        {t('social.titles')}
      </Title>
      <NewTitleForm projectId={projectId} />
      {titles.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('social.noTitles')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {titles.map((title) => (
            <TitleRow key={title.id} projectId={projectId} title={title} />
          ))}
        </Stack>
      )}
    </Stack>
  </Paper>
);
