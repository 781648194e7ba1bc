import { ActionIcon } from '@mantine/core';
import { confirmAction } from '#client/components/confirm.ts';

const TrashIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </svg>
);

/** A cover or a title is removed only after confirmation (spec §5). */
export const RemoveButton = ({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) => (
  <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => confirmAction(question, onConfirm, label)}>
    <TrashIcon />
  </ActionIcon>
);
