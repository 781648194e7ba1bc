import { Anchor, Badge, Group, Image } from '@mantine/core';
import type { JobFile } from '#shared/jobs/schemas.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { getPageData } from '#client/lib/page-data.ts';

/** Images as thumbnails opening the large picture; other files by name. */
export const JobFiles = ({ files }: { files: JobFile[] }) => {
  const { mediaHost } = getPageData();
  return (
    <Group gap="xs" data-testid="job-files">
      {files.map((file) =>
        file.isImage ? (
          <Anchor
            key={file.id}
            href={imageUrl(mediaHost, file.id, '_l')}
            target="_blank"
            rel="noreferrer"
            title={file.name}
          >
            <Image src={imageUrl(mediaHost, file.id)} alt={file.name} w={64} h={64} radius="sm" fit="cover" />
          </Anchor>
        ) : (
          <Badge key={file.id} variant="light" color="gray" radius="sm" tt="none">
            {file.name}
          </Badge>
        ),
      )}
    </Group>
  );
};
