import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  auctionBidLimits,
  auctionExpiryDays,
  defaultAuctionBidLimit,
  defaultAuctionExpiryDays,
  isPricedPerScene,
  jobPricePresets,
  jobTotalPrice,
} from '#shared/jobs/pricing.ts';
import { PeoplePicker } from '#client/components/people-picker.tsx';
import { describeIssue } from '#client/lib/validation-messages.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { jobCreateBodySchema } from '#shared/jobs/schemas.ts';
import { jobStyles, jobTypes, type JobStyle, type JobType } from '#shared/jobs/types.ts';
import { useJobProject } from '../api/get-job-project.ts';
import { usePowerUsers } from '../api/get-power-users.ts';
import { useRoleHolders } from '../api/get-role-holders.ts';
import { useCreateJob } from '../api/create-job.ts';
import { FileRefsInput, type FileRef } from './file-refs-input.tsx';
import { money } from './job-labels.ts';
import { JobProjectPicker, type PickedProject } from './job-project-picker.tsx';
import { JobScenePicker } from './job-scene-picker.tsx';
import { t } from '../texts.ts';

export interface JobFormProject {
  _id: string;
  sceneCount: number;
}

const dayLabel = (days: number): string => (days === 1 ? t('jobs.day') : t('jobs.days', { days }));

/** The form once a type is chosen; it starts afresh every time a type is chosen (spec §4: Cancel resets the type). */
const JobForm = ({
  project,
  jobType,
  onCancel,
  onCreated,
}: {
  project: JobFormProject;
  jobType: JobType;
  onCancel: () => void;
  onCreated: () => void;
}) => {
  const create = useCreateJob();
  const powerUsers = usePowerUsers();
  const roleHolders = useRoleHolders(jobType);
  const priceRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [style, setStyle] = useState<JobStyle>('Basic');
  // Spec §5: sceneCount defaults to the project's scene count when the type changes.
  const [sceneCount, setSceneCount] = useState<number>(project.sceneCount);
  // Null until the picker is touched: the job is then for every original scene (decision 098).
  const [sceneIds, setSceneIds] = useState<string[] | null>(null);
  const [price, setPrice] = useState<number | ''>('');
  const [staff, setStaff] = useState<string[]>([]);
  const [staffBackup, setStaffBackup] = useState<string[]>([]);
  const [important, setImportant] = useState(false);
  const [files, setFiles] = useState<FileRef[]>([]);
  const [isAuction, setIsAuction] = useState(false);
  const [expiresIn, setExpiresIn] = useState(defaultAuctionExpiryDays);
  const [bidLimit, setBidLimit] = useState(defaultAuctionBidLimit);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const people = (powerUsers.data?.items ?? []).map((person) => ({ value: person._id, label: person.name }));

  const submit = () => {
    const parsed = jobCreateBodySchema.safeParse({
      projectId: project._id,
      jobType,
      title,
      body,
      style,
      sceneCount,
      price: price === '' ? undefined : price,
      staff,
      staffBackup,
      ...(sceneIds ? { sceneIds } : {}),
      important,
      files,
      isAuction,
      expiresIn,
      bidLimit,
    });
    if (!parsed.success) {
      const found = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), describeIssue(issue)]),
      );
      setErrors(found);
      // Spec §5: a job needs a price, else the price field is focused.
      if (found.price) priceRef.current?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onCreated });
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{t(`jobs.type.${jobType}`)}</Text>
      {roleHolders.data?.count === 0 && (
        <Alert color="yellow" data-testid="job-form-no-role">
          {t('jobs.noRoleHolder', { type: t(`jobs.type.${jobType}`) })}
        </Alert>
      )}
      {jobType === 'other' ? (
        <TextInput
          label={t('jobs.jobTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          required
        />
      ) : (
        <Textarea
          label={t('jobs.description')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={3}
          required
        />
      )}
      <SegmentedControl
        aria-label={t('jobs.style')}
        data={jobStyles.map((value) => ({ value, label: t(`jobs.style.${value}`) }))}
        value={style}
        onChange={(value) => setStyle(value === 'Custom' ? 'Custom' : 'Basic')}
      />
      <JobScenePicker
        projectId={project._id}
        picked={sceneIds}
        onChange={(picked) => {
          setSceneIds(picked);
          // The count priced per scene follows the scenes picked; it can still be set by hand after.
          setSceneCount(picked.length);
        }}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('jobs.sceneCount')}
          value={sceneCount}
          onChange={(value) => setSceneCount(Number(value) || 0)}
          min={0}
          allowDecimal={false}
        />
        <NumberInput
          ref={priceRef}
          label={isPricedPerScene(jobType) ? t('jobs.pricePerScene') : t('jobs.price')}
          value={price}
          onChange={(value) => setPrice(value === '' ? '' : Number(value))}
          min={1}
          allowDecimal={false}
          error={errors.price}
          required
        />
      </Group>
      <Group gap={6}>
        {jobPricePresets[getPageData().locale].map((preset) => (
          <Button
            key={preset}
            size="xs"
            variant={price === preset ? 'filled' : 'default'}
            onClick={() => setPrice(preset)}
          >
            {money(preset)}
          </Button>
        ))}
      </Group>
      <Text size="sm" data-testid="job-form-total">
        {t('jobs.total')}: <b>{money(jobTotalPrice({ jobType, price: price === '' ? 0 : price, sceneCount }))}</b>
      </Text>
      <PeoplePicker label={t('jobs.staff')} data={people} value={staff} onChange={setStaff} />
      <PeoplePicker
        label={t('jobs.staffBackup')}
        description={t('jobs.staffHint')}
        data={people}
        value={staffBackup}
        onChange={setStaffBackup}
      />
      <Checkbox
        label={t('jobs.rush')}
        checked={important}
        onChange={(event) => setImportant(event.currentTarget.checked)}
      />
      <FileRefsInput value={files} setValue={setFiles} label={t('jobs.files')} />
      <SegmentedControl
        aria-label={t('jobs.kind')}
        data={[
          { value: 'fixed', label: t('jobs.fixed') },
          { value: 'auction', label: t('jobs.auction') },
        ]}
        value={isAuction ? 'auction' : 'fixed'}
        onChange={(value) => setIsAuction(value === 'auction')}
      />
      {isAuction && (
        <Group grow>
          <Select
            label={t('jobs.expiresIn')}
            data={auctionExpiryDays.map((days) => ({ value: String(days), label: dayLabel(days) }))}
            value={String(expiresIn)}
            onChange={(value) => setExpiresIn(Number(value ?? defaultAuctionExpiryDays))}
            allowDeselect={false}
          />
          <Select
            label={t('jobs.bidLimit')}
            data={auctionBidLimits.map((limit) => ({ value: String(limit), label: String(limit) }))}
            value={String(bidLimit)}
            onChange={(value) => setBidLimit(Number(value ?? defaultAuctionBidLimit))}
            allowDeselect={false}
          />
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('jobs.cancel')}
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {t('jobs.create')}
        </Button>
      </Group>
    </Stack>
  );
};

const JobTypeSelect = ({ onChange }: { onChange: (jobType: JobType | null) => void }) => (
  <Select
    label={t('jobs.chooseType')}
    placeholder={t('jobs.chooseType')}
    data={jobTypes.map((value) => ({ value, label: t(`jobs.type.${value}`) }))}
    value={null}
    onChange={(value) => onChange(jobTypes.find((type) => type === value) ?? null)}
    searchable
  />
);

/**
 * The jobForm modal's steps (spec §2): from the job list, first the project (decision 058); then the
 * type, then the form. Cancel resets the type; the modal's content starts afresh each time it opens.
 */
const JobFormSteps = ({ project, onCreated }: { project: JobFormProject | undefined; onCreated: () => void }) => {
  const [picked, setPicked] = useState<PickedProject | null>(null);
  const pickedProject = useJobProject(project === undefined ? picked?._id : undefined);
  const [jobType, setJobType] = useState<JobType | null>(null);
  const target = project ?? pickedProject.data?.project;
  if (target && jobType !== null) {
    return (
      <Stack gap="sm">
        {picked && (
          <Text size="sm" c="dimmed" data-testid="job-form-project">
            {t('jobs.forProject', { title: picked.title })}
          </Text>
        )}
        <JobForm
          key={`${target._id}-${jobType}`}
          project={target}
          jobType={jobType}
          onCancel={() => setJobType(null)}
          onCreated={onCreated}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {project === undefined && <JobProjectPicker value={picked} onChange={setPicked} />}
      {target ? <JobTypeSelect onChange={setJobType} /> : picked && pickedProject.isPending && <Loader size="sm" />}
    </Stack>
  );
};

/** Create Job: with the project of the page it is on, or, on the job list, a project the PM picks first. */
export const JobFormButton = ({ project }: { project?: JobFormProject }) => {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>{t('jobs.createJob')}</Button>
      <Modal opened={opened} onClose={close} title={t('jobs.createJob')} size="lg">
        <JobFormSteps project={project} onCreated={close} />
      </Modal>
    </>
  );
};
