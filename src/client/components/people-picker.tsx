import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { taggerMaxHeightPx, taggerMaxOptions } from '#shared/app/limits.ts';

/**
 * Spec §9's tagger: a searchable pick of people that lists at most 300 options, 600 px high at most,
 * so a large studio's list stays quick to open and fits the screen; typing narrows it.
 */
export const PeoplePicker = (props: Omit<MultiSelectProps, 'limit' | 'maxDropdownHeight' | 'searchable'>) => (
  <MultiSelect
    searchable
    clearable
    comboboxProps={{ withinPortal: true }}
    {...props}
    limit={taggerMaxOptions}
    maxDropdownHeight={taggerMaxHeightPx}
  />
);
