import { Badge, Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { CommentTag } from '#shared/comments/comments.ts';
import { useCommentCount } from '../api/get-comment-count.ts';
import { commentsParam, commentsTagParam } from '../url-params.ts';
import { t } from '../texts.ts';

const ChatIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

interface CommentsButtonProps {
  itemId: string;
  itemType: string;
  tag?: CommentTag;
  /** Scene cards show the badge alone; the project title bar shows the word too. */
  compact?: boolean;
}

/** Opens the comments modal through the URL (spec §2), with the count the viewer may see as a badge. */
export const CommentsButton = ({ itemId, itemType, tag, compact = false }: CommentsButtonProps) => {
  const [, setSearchParams] = useSearchParams();
  const { data } = useCommentCount(itemId, itemType);
  const count = data?.count ?? 0;
  const open = () =>
    setSearchParams((params) => {
      params.set(commentsParam, itemId);
      if (tag) params.set(commentsTagParam, tag);
      else params.delete(commentsTagParam);
      return params;
    });
  return (
    <Button
      variant="light"
      size="xs"
      onClick={open}
      leftSection={<ChatIcon />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle={count < 10} color="red" data-testid="comment-count">
            {count}
          </Badge>
        ) : undefined
      }
      aria-label={compact ? t('comments.countLabel', { count }) : undefined}
    >
      {compact ? null : t('comments.openButton')}
    </Button>
  );
};
