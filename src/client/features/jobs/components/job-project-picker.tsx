import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { autocompleteDebounceMs } from '#shared/app/limits.ts';
import { useJobProjectSearch } from '../api/search-job-projects.ts';
import { t } from '../texts.ts';

export interface PickedProject {
  _id: string;
  title: string;
}

/** Create Job from the job list: the project a PM searches by title (decision 058), typed with a debounce. */
export const JobProjectPicker = ({
  value,
  onChange,
}: {
  value: PickedProject | null;
  onChange: (project: PickedProject | null) => void;
}) => {
  const [search, setSearch] = useState(value?.title ?? '');
  const [term] = useDebouncedValue(search.trim(), autocompleteDebounceMs);
  const found = useJobProjectSearch(term);
  const options = term === '' ? [] : (found.data?.items ?? []).map((item) => ({ value: item._id, label: item.title }));
  // The chosen project stays an option while another term is typed, so the field keeps showing it.
  if (value && !options.some((option) => option.value === value._id))
    options.unshift({ value: value._id, label: value.title });
  const typed = search.trim();
  const waiting = typed !== '' && (typed !== term || found.isFetching);
  return (
    <Select
      label={t('jobs.chooseProject')}
      placeholder={t('jobs.searchProjects')}
      data={options}
      value={value?._id ?? null}
      onChange={(id, option) => onChange(id === null || option === null ? null : { _id: id, title: option.label })}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the titles (most similar first); the field does not filter them again.
      filter={({ options: matched }) => matched}
      nothingFoundMessage={
        waiting ? t('jobs.searchingProjects') : typed === '' ? t('jobs.searchProjectsHint') : t('jobs.noProjectFound')
      }
      rightSection={waiting ? <Loader size="xs" /> : undefined}
      data-autofocus
    />
  );
};
