import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { ProjectView } from '#shared/projects/project.ts';
import { t } from '../../texts.ts';
import { useSavePortfolioSettings } from '../../settings/api/save-portfolio-settings.ts';

/**
 * Spec §6: a collaborator decides whether the studio may show the video in its public portfolio.
 * Project managers set it (and the entry) in the settings.
 */
export const PortfolioConsent = ({ project }: { project: ProjectView }) => {
  const save = useSavePortfolioSettings(project._id);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('portfolio.title')}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('portfolio.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('portfolio.consentHint')}
        </Text>
        <Switch
          label={t('settings.allowPortfolio')}
          checked={project.allowPortfolio}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ allowPortfolio: event.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed" data-testid="portfolio-consent-state">
          {t(project.allowPortfolio ? 'portfolio.consentGiven' : 'portfolio.consentWithheld')}
        </Text>
      </Stack>
    </Paper>
  );
};
