import { Group, Paper, Stack, Text } from '@mantine/core';
import type { BriefMessageKey } from '#shared/i18n/brief.ts';
import type { StoryboardBriefBody } from '#shared/projects/storyboard-brief/schemas.ts';
import { t } from '../texts.ts';

/** The saved answers, read-only, for whoever draws from them; nothing when no brief was given (or it is not theirs to read). */
export const StoryboardBriefSummary = ({ brief }: { brief: StoryboardBriefBody | null }) => {
  if (!brief) return null;
  const rows: [BriefMessageKey, string][] = [
    ['brief.summary.age', brief.age],
    ['brief.summary.ethnicity', brief.ethnicity],
    ['brief.summary.diversity', t(`brief.diversity.${brief.diversity}`)],
    ['brief.summary.gender', t(`brief.gender.${brief.gender}`)],
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('section.sb-brief')}
      data-testid="storyboard-brief-summary"
    >
      <Text fw={600} size="sm" mb="xs">
        {t('section.sb-brief')}
      </Text>
      <Stack component="dl" gap={4} m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="xs" c="dimmed" w={80} style={{ flexShrink: 0 }}>
              {t(label)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
};
