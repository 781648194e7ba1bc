import { Group, Select } from '@mantine/core';
import {
  everyoneJobUser,
  jobFilterLabelKeys,
  jobFilters,
  parseJobFilter,
  type JobFilter,
} from '#shared/jobs/status.ts';
import { can } from '#shared/users/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { usePowerUsers } from '../api/get-power-users.ts';
import { t } from '../texts.ts';

interface JobFiltersProps {
  status: JobFilter;
  user: string;
  onChange: (change: { status?: JobFilter; user?: string }) => void;
}

/** Spec §2: the status filter for every contributor; By Staff for admins only, loading the power users. */
export const JobFilters = ({ status, user, onChange }: JobFiltersProps) => {
  const byStaff = can(getCurrentUser(), 'filterJobsByStaff');
  const powerUsers = usePowerUsers(byStaff);
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label={t('jobs.filter')}
        data={jobFilters.map((filter) => ({ value: filter, label: t(jobFilterLabelKeys[filter]) }))}
        value={status}
        onChange={(value) => onChange({ status: parseJobFilter(value) })}
        allowDeselect={false}
        w={200}
      />
      {byStaff && (
        <Select
          label={t('jobs.byStaff')}
          data={[
            { value: everyoneJobUser, label: t('jobs.everyone') },
            ...(powerUsers.data?.items ?? []).map((person) => ({ value: person._id, label: person.name })),
          ]}
          value={user}
          onChange={(value) => onChange({ user: value ?? everyoneJobUser })}
          allowDeselect={false}
          searchable
          w={220}
        />
      )}
    </Group>
  );
};
