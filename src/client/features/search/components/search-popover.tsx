import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { Popover } from '@mantine/core';
import { Loading } from '#client/components/loading.tsx';
import { SearchField, type SearchFieldProps } from './search-field.tsx';

// The results, their query and texts are a chunk of their own, fetched when the box is first focused
// (decision 062).
export const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(async () => ({ default: (await loadResults()).SearchResults }));

interface SearchPopoverProps extends SearchFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The stand-in field had the focus when this chunk arrived. */
  focusedOnArrival: boolean;
  onChosen: () => void;
}

export const SearchPopover = ({ inputRef, focusedOnArrival, onChosen, ...field }: SearchPopoverProps) => {
  // Read once, on arrival: afterwards the field keeps its own focus.
  const [focusOnArrival] = useState(focusedOnArrival);
  useEffect(() => {
    if (focusOnArrival) inputRef.current?.focus();
  }, [focusOnArrival, inputRef]);
  return (
    <Popover
      opened={field.showing}
      onDismiss={field.onClose}
      position="bottom-start"
      width={420}
      shadow="md"
      withinPortal
      // The field says what the popup is itself (a combobox with a listbox), not Mantine's dialog.
      withRoles={false}
    >
      <Popover.Target>
        <SearchField ref={inputRef} {...field} />
      </Popover.Target>
      <Popover.Dropdown p={4} maw="calc(100vw - 16px)">
        <Suspense fallback={<Loading />}>
          <SearchResults term={field.term} inputRef={inputRef} onChosen={onChosen} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
};
