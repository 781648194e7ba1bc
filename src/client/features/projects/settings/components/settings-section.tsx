import { lazy, useState } from 'react';
import {
  Accordion,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { projectStatuses, scriptStatuses, storyboardStatuses } from '#shared/projects/status.ts';
import type { ProjectStatusesBody } from '#shared/projects/schemas.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { cartTotals } from '#shared/projects/cart/pricing.ts';
import { extensionCart, extensionDrawingOptions } from '#shared/projects/versions/extensions.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { formatMoney } from '#shared/i18n/index.ts';
import { can } from '#shared/users/permissions.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useSetProjectStatuses } from '../../api/set-project-statuses.ts';
import { useAddExtension } from '../../versions/api/add-extension.ts';
import { useRemoveExtension } from '../../versions/api/remove-extension.ts';
import { usePublishProject } from '../api/publish-project.ts';
import { useSavePortfolioSettings } from '../api/save-portfolio-settings.ts';
import { useSaveVideoUrls } from '../api/save-video-urls.ts';
import { useSetMetaVersion } from '../api/set-meta-version.ts';
import { ChecklistPanel } from '../../checklist/components/checklist-panel.tsx';
import { DeliveryUploads } from '../../video/components/delivery-uploads.tsx';
import { Loading } from '#client/components/loading.tsx';
import { LaterPart } from '#client/components/later-part.tsx';

/** Cloud Drive Setup comes in its own chunk, with its texts, when the settings open. */
const DriveSetupGroup = lazy(() =>
  import('../../drive/components/drive-setup-group.tsx').then((module) => ({ default: module.DriveSetupGroup })),
);
/** So does Transfer Project, which only admins see. */
const TransferGroup = lazy(() =>
  import('../../transfer/components/transfer-group.tsx').then((module) => ({ default: module.TransferGroup })),
);

type Props = { project: ProjectView };

const StatusGroup = ({ project }: Props) => {
  const setStatuses = useSetProjectStatuses(project._id);
  /** The select offers only the enum's values; finding it again types it without a cast. */
  const chosen = <Value extends string>(values: readonly Value[], value: string | null) =>
    values.find((known) => known === value);
  const set = (body: ProjectStatusesBody) => {
    if (body.status ?? body.scriptStatus ?? body.storyboardStatus) setStatuses.mutate(body);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('settings.projectStatus')}
        value={project.status}
        data={projectStatuses.map((value) => ({ value, label: t(`projectStatus.${value}`) }))}
        onChange={(value) => set({ status: chosen(projectStatuses, value) })}
        allowDeselect={false}
      />
      <Select
        label={t('settings.scriptStatus')}
        value={project.scriptStatus}
        data={scriptStatuses.map((value) => ({ value, label: t(`scriptStatus.${value}`) }))}
        onChange={(value) => set({ scriptStatus: chosen(scriptStatuses, value) })}
        allowDeselect={false}
      />
      <Select
        label={t('settings.storyboardStatus')}
        value={project.storyboardStatus}
        data={storyboardStatuses.map((value) => ({ value, label: t(`storyboardStatus.${value}`) }))}
        onChange={(value) => set({ storyboardStatus: chosen(storyboardStatuses, value) })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
};

const videoFields = ['videoUrl', 'videoPreview', 'videoWatermarked', 'videoFull'] as const;
const videoLabels = {
  videoUrl: 'settings.videoUrlField',
  videoPreview: 'settings.videoPreview',
  videoWatermarked: 'settings.videoWatermarked',
  videoFull: 'settings.videoFull',
} as const;

const VideoUrlGroup = ({ project }: Props) => {
  const saveVideoUrls = useSaveVideoUrls(project._id);
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(videoFields.map((field) => [field, project[field] ?? ''])) as Record<
        (typeof videoFields)[number],
        string
      >,
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saveVideoUrls.mutate(values);
      }}
    >
      <Stack gap="xs">
        {videoFields.map((field) => (
          <TextInput
            key={field}
            label={t(videoLabels[field])}
            // Not type url: a stored video's key is no URL, and the form must save it back unchanged.
            inputMode="url"
            placeholder="https://"
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={saveVideoUrls.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const PublishGroup = ({ project }: Props) => {
  const publish = usePublishProject(project._id);
  const savePortfolio = useSavePortfolioSettings(project._id);
  const [portfolio, setPortfolio] = useState(
    project.portfolio ?? { url: '', client: '', title: project.title, descr: '', featured: false },
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">{project.published ? t('settings.publishedState') : t('settings.unpublishedState')}</Text>
        <Button
          variant={project.published ? 'default' : 'filled'}
          onClick={() => publish.mutate({ published: !project.published })}
        >
          {project.published ? t('settings.unpublishAction') : t('settings.publishAction')}
        </Button>
      </Group>
      <Switch
        label={t('settings.allowPortfolio')}
        checked={project.allowPortfolio}
        onChange={(event) => savePortfolio.mutate({ allowPortfolio: event.currentTarget.checked })}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          savePortfolio.mutate({ allowPortfolio: project.allowPortfolio, portfolio });
        }}
      >
        <Stack gap="xs">
          <Group grow>
            <TextInput
              label={t('settings.portfolioTitle')}
              value={portfolio.title}
              onChange={(event) => setPortfolio({ ...portfolio, title: event.currentTarget.value })}
            />
            <TextInput
              label={t('settings.portfolioClient')}
              value={portfolio.client}
              onChange={(event) => setPortfolio({ ...portfolio, client: event.currentTarget.value })}
            />
          </Group>
          <TextInput
            label={t('settings.portfolioUrl')}
            value={portfolio.url}
            onChange={(event) => setPortfolio({ ...portfolio, url: event.currentTarget.value })}
          />
          <Textarea
            label={t('settings.portfolioDescr')}
            autosize
            minRows={2}
            value={portfolio.descr}
            onChange={(event) => setPortfolio({ ...portfolio, descr: event.currentTarget.value })}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('settings.portfolioFeatured')}
              checked={portfolio.featured}
              onChange={(event) => setPortfolio({ ...portfolio, featured: event.currentTarget.checked })}
            />
            <Button type="submit" variant="default">
              {t('settings.savePortfolio')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};

const drawingLabel = (value: number) =>
  value === 0
    ? t('settings.drawingNone')
    : value === 1
      ? t('settings.drawingOne')
      : t('settings.drawingMany', { count: value });

const ExtensionsGroup = ({ project }: Props) => {
  const { locale } = getPageData();
  const addExtension = useAddExtension(project._id);
  const removeExtension = useRemoveExtension(project._id);
  const [title, setTitle] = useState('');
  const [editing, setEditing] = useState(false);
  const [voiceChange, setVoiceChange] = useState(false);
  const [drawing, setDrawing] = useState(0);
  const priceOf = (id: string) => formatMoney(locale, findCatalogueItem(locale, id)?.price[locale] ?? 0);
  const previewTotal = cartTotals(
    extensionCart(locale, { editing, voiceChange, drawing, waterColor: project.waterColor }).items,
  ).total;
  return (
    <Stack gap="sm">
      {project.versions.map((version) => (
        <Group key={version.id} justify="space-between">
          <Text size="sm">{version.title}</Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() =>
              confirmAction(t('settings.confirmRemoveExtension', { title: version.title }), () =>
                removeExtension.mutate(version.id),
              )
            }
          >
            {t('common.remove')}
          </Button>
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          addExtension.mutate(
            { title: title.trim(), editing, voiceChange, drawing },
            { onSuccess: () => setTitle('') },
          );
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('settings.extensionTitle')}
            value={title}
            required
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Group>
            <Checkbox
              label={t('settings.extensionEditing', { price: priceOf('change-editing') })}
              checked={editing}
              onChange={(event) => setEditing(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('settings.extensionVoice', { price: priceOf('change-voice') })}
              checked={voiceChange}
              onChange={(event) => setVoiceChange(event.currentTarget.checked)}
            />
          </Group>
          <NativeSelect
            label={t('settings.extensionDrawing')}
            value={String(drawing)}
            data={extensionDrawingOptions.map((option) => ({
              value: String(option.value),
              label: drawingLabel(option.value),
            }))}
            onChange={(event) => setDrawing(Number(event.currentTarget.value))}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('settings.extensionTotal', { total: formatMoney(locale, previewTotal) })}
            </Text>
            <Button type="submit" disabled={title.trim() === ''} loading={addExtension.isPending}>
              {t('settings.addExtension')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};

const AdvancedGroup = ({ project }: Props) => {
  const setMetaVersion = useSetMetaVersion(project._id);
  return (
    <Select
      label={t('settings.metaVersion')}
      value={String(project.metaVersion)}
      allowDeselect={false}
      data={[
        { value: '2', label: t('settings.metaVersion2') },
        { value: '1', label: t('settings.metaVersion1') },
      ]}
      onChange={(value) => value && setMetaVersion.mutate({ metaVersion: value === '1' ? 1 : 2 })}
      w={260}
    />
  );
};

const groups = [
  { value: 'status', label: 'settings.status', Content: StatusGroup },
  { value: 'video-url', label: 'settings.videoUrl', Content: VideoUrlGroup },
  { value: 'delivery', label: 'delivery.title', Content: DeliveryUploads },
  { value: 'publish', label: 'settings.publish', Content: PublishGroup },
  { value: 'extensions', label: 'settings.extensions', Content: ExtensionsGroup },
  { value: 'cloud-drive', label: 'settings.cloudDrive', Content: DriveSetupGroup },
  { value: 'transfer', label: 'settings.transfer', Content: TransferGroup },
  { value: 'checklist', label: 'settings.checklist', Content: ChecklistPanel },
  { value: 'advanced', label: 'settings.advanced', Content: AdvancedGroup },
] as const;

const mayOpen = (value: (typeof groups)[number]['value']): boolean =>
  value !== 'transfer' || can(getPageData().user, 'transferProject');

/** Spec §2 project settings: collapsible groups, for project managers. */
export const SettingsSection = ({ project }: Props) => (
  <Accordion multiple defaultValue={['status']} variant="separated">
    {groups
      .filter(({ value }) => mayOpen(value))
      .map(({ value, label, Content }) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Control>{t(label)}</Accordion.Control>
          <Accordion.Panel>
            <LaterPart fallback={<Loading />}>
              <Content project={project} />
            </LaterPart>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
  </Accordion>
);
