import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Group, SegmentedControl, Stack, Text, TextInput, Typography } from '@mantine/core';
import { maxCommentFiles, maxCommentLength, maxGuestNameLength, type CommentFile } from '#shared/comments/comments.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import type { UserSummary } from '#shared/users/schemas.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { AttachedFiles, AttachmentUploader } from '#client/components/uploader/attachments.tsx';
import { t } from '../texts.ts';

export interface CommentFormValues {
  text: string;
  mentions: string[];
  guestName: string;
  files: CommentFile[];
}

type FormKind = 'comment' | 'reply' | 'edit';

const labels: Record<
  FormKind,
  {
    field: 'comments.field' | 'comments.replyField' | 'comments.editField';
    submit: 'comments.post' | 'comments.postReply' | 'comments.save';
  }
> = {
  comment: { field: 'comments.field', submit: 'comments.post' },
  reply: { field: 'comments.replyField', submit: 'comments.postReply' },
  edit: { field: 'comments.editField', submit: 'comments.save' },
};

interface CommentFormProps {
  formKey: string;
  kind: FormKind;
  initialText?: string;
  mentionsEnabled: boolean;
  askGuestName: boolean;
  /** Uploads need a signed-in user, and an edit changes the text only. */
  allowAttachments: boolean;
  autoFocus?: boolean;
  onSubmit: (values: CommentFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** The modal guards leaving while one of its forms holds unsent text. */
  onDirtyChange: (formKey: string, dirty: boolean) => void;
}

export const CommentForm = ({
  formKey,
  kind,
  initialText = '',
  mentionsEnabled,
  askGuestName,
  allowAttachments,
  autoFocus,
  onSubmit,
  onCancel,
  onDirtyChange,
}: CommentFormProps) => {
  const [text, setText] = useState(initialText);
  const [guestName, setGuestName] = useState('');
  const [mentioned, setMentioned] = useState<UserSummary[]>([]);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [pending, setPending] = useState(false);
  const [attachments, setAttachments] = useState<CommentFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const dirty = text.trim() !== initialText.trim() || attachments.length > 0;

  useEffect(() => {
    onDirtyChange(formKey, dirty);
  }, [formKey, dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(formKey, false), [formKey, onDirtyChange]);

  const tooLong = text.trim().length > maxCommentLength;
  const canSubmit =
    text.trim() !== '' &&
    !tooLong &&
    !pending &&
    (!askGuestName || guestName.trim() !== '') &&
    (kind !== 'edit' || dirty);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    try {
      // A mention counts only while its "@Name" is still in the text the user sends.
      const mentions = [...new Set(mentioned.filter((user) => text.includes(`@${user.name}`)).map((user) => user._id))];
      await onSubmit({ text: text.trim(), mentions, guestName: guestName.trim(), files: attachments });
      setText(kind === 'edit' ? text.trim() : '');
      setMentioned([]);
      setAttachments([]);
      setUploading(false);
      setMode('write');
    } catch {
      // The API wrapper has shown the server's message; the text stays so nothing typed is lost.
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t(labels[kind].field)}>
      <Stack gap={6}>
        {askGuestName && (
          <TextInput
            label={t('comments.guestName')}
            value={guestName}
            maxLength={maxGuestNameLength}
            onChange={(event) => setGuestName(event.currentTarget.value)}
            required
          />
        )}
        {mode === 'write' ? (
          <MentionTextarea
            value={text}
            onChange={setText}
            onMention={(user) => setMentioned((users) => [...users, user])}
            mentionsEnabled={mentionsEnabled}
            textareaRef={textareaRef}
            label={t(labels[kind].field)}
            placeholder={
              kind === 'reply'
                ? t('comments.replyPlaceholder')
                : mentionsEnabled
                  ? t('comments.placeholderMentions')
                  : t('comments.placeholder')
            }
            autoFocus={autoFocus}
            onSubmitShortcut={() => void submit()}
          />
        ) : (
          <Typography>
            <Box
              mih={60}
              p="xs"
              bd="1px solid var(--mantine-color-gray-3)"
              style={{ borderRadius: 4, overflowWrap: 'anywhere' }}
              data-testid="comment-preview"
              // renderMarkdown passes no raw HTML and only safe links.
              dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }}
            />
          </Typography>
        )}
        <AttachedFiles
          files={attachments}
          label={t('comments.attachments')}
          onRemove={(fileId) => setAttachments((files) => files.filter((other) => other.id !== fileId))}
        />
        {uploading && (
          <AttachmentUploader
            maxFiles={maxCommentFiles}
            attachLabel={t('comments.attach')}
            cancelLabel={t('comments.cancel')}
            onCancel={() => setUploading(false)}
            onUploaded={(file) =>
              setAttachments((files) =>
                files.length >= maxCommentFiles
                  ? files
                  : [...files, { id: file.id, name: file.name, isImage: file.isImage }],
              )
            }
          />
        )}
        {tooLong && (
          <Text size="xs" c="red">
            {text.trim().length} / {maxCommentLength}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value === 'preview' ? 'preview' : 'write')}
            data={[
              { value: 'write', label: t('comments.write') },
              { value: 'preview', label: t('comments.preview') },
            ]}
          />
          <Group gap="xs">
            {allowAttachments && !uploading && (
              <Button variant="subtle" size="xs" onClick={() => setUploading(true)}>
                {t('comments.attach')}
              </Button>
            )}
            {onCancel && (
              <Button variant="subtle" size="xs" onClick={onCancel}>
                {t('comments.cancel')}
              </Button>
            )}
            <Button type="submit" size="xs" loading={pending} disabled={!canSubmit}>
              {t(labels[kind].submit)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
};
