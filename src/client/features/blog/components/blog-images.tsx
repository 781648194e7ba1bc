import { Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { blogImageMarkdown, type BlogFile, type BlogFileUploadResponse } from '#shared/blog/blog.ts';
import { imageMimeTypes } from '#shared/files/content-types.ts';
import { Uploader } from '#client/components/uploader/uploader.tsx';
import { blogKeys } from '../api/blog-keys.ts';
import { useBlogFiles } from '../api/get-blog-files.ts';
import { t } from '../texts.ts';

/** Spec §2: upload an image, or pick one uploaded before; either inserts it into the body. */
export const BlogImages = ({ onInsert }: { onInsert: (markdown: string) => void }) => {
  const queryClient = useQueryClient();
  const { data: files = [] } = useBlogFiles();
  const insert = (file: Pick<BlogFile, 'name' | 'url'>) => onInsert(blogImageMarkdown(file));
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('blog.images')}
      </Title>
      <Uploader<BlogFileUploadResponse>
        endpoint="/api/blogposts/files"
        maxFiles={1}
        parallel={1}
        accept={[...imageMimeTypes]}
        label={t('blog.uploadImage')}
        previewOf={(response) => response.file.url}
        onUploaded={(response) => {
          insert(response.file);
          void queryClient.invalidateQueries({ queryKey: blogKeys.files() });
        }}
      />
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('blog.noImages')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {files.map((file) => (
            <UnstyledButton
              key={file.id}
              onClick={() => insert(file)}
              aria-label={t('blog.insertImage', { name: file.name })}
            >
              <Image src={file.url} alt="" h={64} fit="cover" radius="sm" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
