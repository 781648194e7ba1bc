import { useState } from 'react';
import { Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { jobPaidByBodySchema, type Job } from '#shared/jobs/schemas.ts';
import { describeIssue } from '#client/lib/validation-messages.ts';
import { usePowerUsers } from '../api/get-power-users.ts';
import { useSetJobPaidBy } from '../api/set-job-paid-by.ts';
import { t } from '../texts.ts';

type PaidBy = NonNullable<Job['paidBy']>;

/** Spec §6 paid-by info: a PM corrects who paid the job and on which day. */
export const PaidByEditor = ({ jobId, paidBy }: { jobId: string; paidBy: PaidBy }) => {
  const [opened, setOpened] = useState(false);
  const powerUsers = usePowerUsers(opened);
  const save = useSetJobPaidBy();
  const [user, setUser] = useState<string | null>(paidBy.user);
  const [date, setDate] = useState(paidBy.date.slice(0, 10));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const people = (powerUsers.data?.items ?? []).map((person) => ({ value: person._id, label: person.name }));
  // The current payer stays choosable even when they are no longer among the power users.
  const choices = people.some((person) => person.value === paidBy.user)
    ? people
    : [{ value: paidBy.user, label: paidBy.name }, ...people];
  const submit = () => {
    const parsed = jobPaidByBodySchema.safeParse({ user, date });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), describeIssue(issue)])));
      return;
    }
    setErrors({});
    save.mutate({ jobId, body: parsed.data }, { onSuccess: () => setOpened(false) });
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpened((open) => !open)}>
          {t('jobs.editPaidBy')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <Select
            label={t('jobs.payer')}
            data={choices}
            value={user}
            onChange={setUser}
            error={errors.user}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            type="date"
            label={t('jobs.paidOn')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={submit} loading={save.isPending}>
              {t('jobs.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
