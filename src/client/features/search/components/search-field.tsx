import { forwardRef } from 'react';
import { Kbd, TextInput } from '@mantine/core';
import { t } from '#client/lib/page-data.ts';
import { searchResultsId } from './search-ids.ts';

export interface SearchFieldProps {
  term: string;
  showing: boolean;
  onTermChange: (term: string) => void;
  onOpen: () => void;
  onClose: () => void;
}

/** The top bar's search input, the same before and after its popover's chunk arrives. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(
  ({ term, showing, onTermChange, onOpen, onClose, ...targetProps }, ref) => (
    <TextInput
      {...targetProps}
      ref={ref}
      type="search"
      // A field that opens a list of results is a combobox (ARIA 1.2): a searchbox may not say it is expanded.
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={showing}
      aria-controls={searchResultsId}
      aria-label={t('topbar.search')}
      placeholder={t('topbar.search')}
      rightSection={<Kbd size="xs">/</Kbd>}
      value={term}
      onFocus={onOpen}
      onChange={(event) => {
        onTermChange(event.currentTarget.value);
        onOpen();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !showing) return;
        // The first Escape closes the list and keeps the term; a search field clears itself on the next.
        event.preventDefault();
        onClose();
      }}
      onBlur={onClose}
      style={{ flex: 1, minWidth: 0, maxWidth: 420 }}
    />
  ),
);
SearchField.displayName = 'SearchField';
