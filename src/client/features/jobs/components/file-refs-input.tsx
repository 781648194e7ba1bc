import type { Dispatch, SetStateAction } from 'react';
import { Group, Pill, Stack } from '@mantine/core';
import type { UploadResponse } from '#shared/files/schemas.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { getPageData } from '#client/lib/page-data.ts';

export interface FileRef {
  id: string;
  name: string;
}

interface FileRefsInputProps {
  value: FileRef[];
  /** A state setter: uploads finish in any order, so each adds itself to the list as it is then. */
  setValue: Dispatch<SetStateAction<FileRef[]>>;
  label: string;
}

/** Files go through the files pipeline first (POST /api/files/upload); the job or bid then names them by id. */
export const FileRefsInput = ({ value, setValue, label }: FileRefsInputProps) => (
  <Stack gap="xs">
    <Uploader<UploadResponse>
      endpoint="/api/files/upload"
      label={label}
      previewOf={(response) => (response.file.isImage ? imageUrl(getPageData().mediaHost, response.file.id) : null)}
      onUploaded={({ file }) => setValue((files) => [...files, { id: file.id, name: file.name }])}
    />
    {value.length > 0 && (
      <Group gap={6}>
        {value.map((file) => (
          <Pill
            key={file.id}
            withRemoveButton
            onRemove={() => setValue((files) => files.filter((other) => other.id !== file.id))}
          >
            {file.name}
          </Pill>
        ))}
      </Group>
    )}
  </Stack>
);
