import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BriefMessageKey } from '#shared/i18n/brief.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import {
  storyboardBriefAnswerMaxLength,
  storyboardBriefBodySchema,
  storyboardBriefDiversities,
  storyboardBriefGenders,
} from '#shared/projects/storyboard-brief/schemas.ts';
import { useSubmitStoryboardBrief } from '../api/submit-storyboard-brief.ts';
import { t } from '../texts.ts';

/** What the form holds: a radio that was never chosen is '', which the shared schema refuses. */
interface Draft {
  age: string;
  ethnicity: string;
  diversity: string;
  gender: string;
}
type Field = keyof Draft;

const emptyDraft: Draft = { age: '', ethnicity: '', diversity: '', gender: '' };

const requiredKeys: Record<Field, BriefMessageKey> = {
  age: 'brief.required.age',
  ethnicity: 'brief.required.ethnicity',
  diversity: 'brief.required.diversity',
  gender: 'brief.required.gender',
};

const textFields = ['age', 'ethnicity'] as const;

interface ChoiceGroupProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error: string | null;
  onChange: (value: string) => void;
}

const ChoiceGroup = ({ label, value, options, error, onChange }: ChoiceGroupProps) => (
  <Radio.Group label={label} value={value} onChange={onChange} error={error} withAsterisk>
    <Group gap="lg" mt={6}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} label={option.label} />
      ))}
    </Group>
  </Radio.Group>
);

/**
 * Spec §2, §3: the collaborators' brief for the storyboard artist, open while storyboarding with
 * the storyboard new. The answers stay in the form whatever the server says; a refusal is shown
 * above them.
 */
export const StoryboardBriefSection = ({ project }: { project: ProjectView }) => {
  const submit = useSubmitStoryboardBrief(project._id);
  const [draft, setDraft] = useState<Draft>(() => project.storyboardBrief ?? emptyDraft);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const parsed = storyboardBriefBodySchema.safeParse(draft);

  const errorOf = (field: Field): string | null =>
    checked && parsed.error?.issues.some((issue) => issue.path[0] === field) ? t(requiredKeys[field]) : null;
  const edit = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSent(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (parsed.success) submit.mutate(parsed.data, { onSuccess: () => setSent(true) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <form onSubmit={onSubmit} noValidate aria-label={t('section.sb-brief')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('section.sb-brief')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('brief.intro')}
          </Text>
          {sent ? (
            <Alert color="green" variant="light" role="status" data-testid="brief-thanks">
              {t('brief.thanks')}
            </Alert>
          ) : project.storyboardBrief ? (
            <Alert color="gray" variant="light" role="status">
              {t('brief.saved')}
            </Alert>
          ) : null}
          {submit.isError ? (
            <Alert color="red" variant="light" title={t('brief.notSent')} role="alert">
              {submit.error.message}
            </Alert>
          ) : null}
          {textFields.map((field) => (
            <TextInput
              key={field}
              label={t(`brief.${field}`)}
              placeholder={t(`brief.${field}Placeholder`)}
              value={draft[field]}
              onChange={(event) => edit(field, event.currentTarget.value)}
              error={errorOf(field)}
              maxLength={storyboardBriefAnswerMaxLength}
              withAsterisk
            />
          ))}
          <ChoiceGroup
            label={t('brief.diversity')}
            value={draft.diversity}
            options={storyboardBriefDiversities.map((value) => ({ value, label: t(`brief.diversity.${value}`) }))}
            error={errorOf('diversity')}
            onChange={(value) => edit('diversity', value)}
          />
          <ChoiceGroup
            label={t('brief.gender')}
            value={draft.gender}
            options={storyboardBriefGenders.map((value) => ({ value, label: t(`brief.gender.${value}`) }))}
            error={errorOf('gender')}
            onChange={(value) => edit('gender', value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending} disabled={submit.isPending}>
              {t('brief.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
