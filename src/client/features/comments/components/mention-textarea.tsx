import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Avatar, Group, Paper, Popover, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { autocompleteDebounceMs } from '#shared/app/limits.ts';
import type { UserSummary } from '#shared/users/schemas.ts';
import { t } from '../texts.ts';
import { useUserLookup } from '../api/lookup-users.ts';
import { findMentionQuery, withMention } from '../mention-text.ts';

interface MentionTextareaProps {
  value: string;
  onChange: (value: string) => void;
  onMention: (user: UserSummary) => void;
  mentionsEnabled: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  onSubmitShortcut: () => void;
}

/** A textarea that offers power users an autocomplete of people after "@" (spec §6, §9: 300 ms debounce, 10 results). */
export const MentionTextarea = ({
  value,
  onChange,
  onMention,
  mentionsEnabled,
  textareaRef,
  label,
  placeholder,
  autoFocus,
  onSubmitShortcut,
}: MentionTextareaProps) => {
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(query, autocompleteDebounceMs);
  const lookup = useUserLookup(mentionsEnabled && query !== null ? debounced : null);
  const options = query !== null ? (lookup.data?.items ?? []) : [];
  const open = mentionsEnabled && query !== null && debounced !== null;

  const track = (text: string, caret: number) => {
    const next = mentionsEnabled ? findMentionQuery(text, caret) : null;
    setQuery(next);
    if (next !== query) setActive(0);
  };

  const pick = (user: UserSummary) => {
    const element = textareaRef.current;
    const caret = element?.selectionStart ?? value.length;
    const before = withMention(value.slice(0, caret), user.name);
    const next = `${before}${value.slice(caret)}`;
    onChange(next);
    onMention(user);
    setQuery(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(before.length, before.length);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmitShortcut();
      return;
    }
    if (!open || options.length === 0) {
      if (event.key === 'Escape' && query !== null) setQuery(null);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const user = options[active];
      if (!user) return;
      event.preventDefault();
      pick(user);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <Popover
      opened={open}
      position="bottom-start"
      width="target"
      trapFocus={false}
      returnFocus={false}
      withinPortal={false}
      // A textarea may not carry the popup attributes Mantine gives a target; it says aria-autocomplete instead.
      withRoles={false}
      shadow="md"
    >
      <Popover.Target>
        <Textarea
          ref={textareaRef}
          label={label}
          placeholder={placeholder}
          value={value}
          autosize
          minRows={2}
          maxRows={12}
          data-autofocus={autoFocus ? true : undefined}
          autoFocus={autoFocus}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            track(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onKeyUp={(event) => {
            if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key))
              track(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setQuery(null), 150)}
          aria-autocomplete={mentionsEnabled ? 'list' : undefined}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Paper role="listbox" aria-label={t('comments.mentionList')}>
          {options.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {lookup.isFetching ? t('common.loading') : t('comments.noMatches')}
            </Text>
          ) : (
            options.map((user, index) => (
              <UnstyledButton
                key={user._id}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(user)}
                w="100%"
                p={6}
                style={{
                  borderRadius: 4,
                  background: index === active ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={user.picture} size="sm" radius="xl" alt="" />
                  <Text size="sm">{user.name}</Text>
                </Group>
              </UnstyledButton>
            ))
          )}
        </Paper>
      </Popover.Dropdown>
    </Popover>
  );
};
