import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Alert, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useThrottledValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { searchThrottleMs } from '#shared/app/limits.ts';
import type { TopSearchResult } from '#shared/search/search.ts';
import { Loading } from '#client/components/loading.tsx';
import { useSearchEverything } from '../api/search-everything.ts';
import { t } from '../texts.ts';
import { searchResultsId } from './search-ids.ts';

interface SearchResultsProps {
  term: string;
  /** The top bar's box: the list answers its arrows and Enter, and names the highlighted option to it. */
  inputRef: RefObject<HTMLInputElement | null>;
  onChosen: () => void;
}

/** Spec §2: only project results are shown, and choosing one opens /projects/{id}. */
const resultPath = (result: TopSearchResult): string => `/projects/${result._id}`;
const optionId = (index: number) => `${searchResultsId}-${index}`;

const Excerpt = ({ result }: { result: TopSearchResult }) => (
  <Text size="xs" c="dimmed" lineClamp={2}>
    {result.excerpt.map((part, index) =>
      part.match ? (
        <Box component="mark" key={index} bg="yellow.2" c="dark" fw={600}>
          {part.text}
        </Box>
      ) : (
        <span key={index}>{part.text}</span>
      ),
    )}
  </Text>
);

/** The results of the term, throttled to one request per 200 ms (spec §9); blank terms ask nothing. */
export const SearchResults = ({ term, inputRef, onChosen }: SearchResultsProps) => {
  const throttled = useThrottledValue(term.trim(), searchThrottleMs);
  const query = useSearchEverything(throttled);
  const navigate = useNavigate();
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  // The highlight belongs to the answer it was moved in; a new answer starts again at its first result.
  const [highlight, setHighlight] = useState({ items, index: 0 });
  const active = highlight.items === items ? highlight.index : 0;
  const setActive = (index: number) => setHighlight({ items, index });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    if (items[active]) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    const onKeyDown = (event: KeyboardEvent) => {
      if (items.length === 0) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
        setActive((active + step) % items.length);
      } else if (event.key === 'Enter') {
        const chosen = items[active];
        if (!chosen) return;
        event.preventDefault();
        onChosen();
        void navigate(resultPath(chosen));
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeAttribute('aria-activedescendant');
    };
  });

  if (query.isError) return <Alert color="red">{t('search.failed')}</Alert>;
  if (query.isPending) return <Loading />;
  if (items.length === 0)
    return (
      <Box py="md" px="sm" role="status">
        <Text size="sm" fw={600}>
          {t('search.noResults', { term: throttled })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('search.noResultsHint')}
        </Text>
      </Box>
    );
  return (
    <Box id={searchResultsId} role="listbox" aria-label={t('search.results')} mah="60vh" style={{ overflowY: 'auto' }}>
      {items.map((result, index) => (
        <UnstyledButton
          key={result._id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          display="block"
          w="100%"
          p="xs"
          bg={index === active ? 'blue.0' : undefined}
          style={{ borderRadius: 4 }}
          // The box keeps the focus, so the dropdown stays open until the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setActive(index)}
          onClick={() => {
            onChosen();
            void navigate(resultPath(result));
          }}
        >
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} truncate>
              {result.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('search.project')} · {t(`search.matchedIn.${result.matchedIn}`)}
            </Text>
          </Group>
          <Excerpt result={result} />
        </UnstyledButton>
      ))}
    </Box>
  );
};
