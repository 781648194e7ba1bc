import { Box, CloseButton, Group, Pill } from '@mantine/core';
import type { UploadResponse } from '#shared/files/schemas.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { getPageData } from '#client/lib/page-data.ts';
import { Uploader } from './uploader.tsx';

interface AttachedFilesProps {
  files: readonly { id: string; name: string }[];
  /** Names the list for a screen reader: "Attachments", "Files". */
  label: string;
  onRemove: (fileId: string) => void;
}

/** The files a comment or a post will carry, each with a button that takes it off again. */
export const AttachedFiles = ({ files, label, onRemove }: AttachedFilesProps) =>
  files.length === 0 ? null : (
    <Group gap={6} aria-label={label}>
      {files.map((file) => (
        <Pill key={file.id} withRemoveButton onRemove={() => onRemove(file.id)}>
          {file.name}
        </Pill>
      ))}
    </Group>
  );

interface AttachmentUploaderProps {
  maxFiles: number;
  attachLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  onUploaded: (file: UploadResponse['file']) => void;
}

/** The uploader a comment or a post opens to attach files, with a button that closes it. */
export const AttachmentUploader = ({
  maxFiles,
  attachLabel,
  cancelLabel,
  onCancel,
  onUploaded,
}: AttachmentUploaderProps) => (
  <Box pos="relative">
    <CloseButton
      size="sm"
      pos="absolute"
      top={4}
      right={4}
      style={{ zIndex: 1 }}
      aria-label={cancelLabel}
      onClick={onCancel}
    />
    <Uploader<UploadResponse>
      endpoint="/api/files/upload"
      maxFiles={maxFiles}
      label={attachLabel}
      previewOf={(response) => (response.file.isImage ? imageUrl(getPageData().mediaHost, response.file.id) : null)}
      onUploaded={({ file }) => onUploaded(file)}
    />
  </Box>
);
