import { useEffect, useState, type FormEvent } from 'react';
import { Button, Grid, Group, Paper, Stack, Textarea, TextInput, Title, Typography } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useParams } from 'react-router';
import { renderBlogMarkdown } from '#shared/blog/blog-markdown.ts';
import {
  blogPostBodySchema,
  blogPostPath,
  blogPreviewDelayMs,
  parseBlogTags,
  type BlogPost,
} from '#shared/blog/blog.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { Loading } from '#client/components/loading.tsx';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { useDeleteBlogPost } from '../api/delete-blog-post.ts';
import { useBlogPost } from '../api/get-blog-post.ts';
import { useSaveBlogPost } from '../api/save-blog-post.ts';
import { BlogImages } from '../components/blog-images.tsx';
import { t } from '../texts.ts';

interface Draft {
  title: string;
  body: string;
  tags: string;
}

const draftOf = (post: BlogPost | undefined): Draft => ({
  title: post?.title ?? '',
  body: post?.body ?? '',
  tags: post?.tags.join(', ') ?? '',
});

/** The public pages live outside the app: after a save or delete the browser goes there with a full navigation. */
const leaveFor = (path: string) => window.location.assign(path);

const BlogEditor = ({ post }: { post: BlogPost | undefined }) => {
  const id = post?._id ?? null;
  const save = useSaveBlogPost(id);
  const remove = useDeleteBlogPost();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [previewBody] = useDebouncedValue(draft.body, blogPreviewDelayMs);
  const [leaving, setLeaving] = useState(false);
  useUnsavedChanges(!leaving && JSON.stringify(draft) !== JSON.stringify(draftOf(post)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogPostBodySchema.safeParse({
      title: draft.title,
      body: draft.body,
      tags: parseBlogTags(draft.tags),
    });
    if (!parsed.success) {
      setTitleError(t('blog.titleRequired'));
      document.getElementById('blog-title')?.focus();
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (response) => {
        setLeaving(true);
        leaveFor(blogPostPath(response.post));
      },
    });
  };

  const insertIntoBody = (markdown: string) =>
    setDraft((current) => ({
      ...current,
      body: `${current.body.trimEnd()}${current.body.trim() ? '\n\n' : ''}${markdown}\n`,
    }));

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Title order={1} size="h3">
              {id ? t('blog.editPost') : t('blog.newPost')}
            </Title>
            <TextInput
              id="blog-title"
              label={t('blog.title')}
              withAsterisk
              value={draft.title}
              error={titleError}
              onChange={(event) => {
                const title = event.currentTarget.value;
                setDraft((current) => ({ ...current, title }));
                setTitleError(null);
              }}
            />
            <Textarea
              label={t('blog.body')}
              autosize
              minRows={12}
              value={draft.body}
              onChange={(event) => {
                const body = event.currentTarget.value;
                setDraft((current) => ({ ...current, body }));
              }}
            />
            <TextInput
              label={t('blog.tags')}
              value={draft.tags}
              onChange={(event) => {
                const tags = event.currentTarget.value;
                setDraft((current) => ({ ...current, tags }));
              }}
            />
            <Group justify="space-between">
              <Button type="submit" loading={save.isPending}>
                {id ? t('blog.save') : t('blog.create')}
              </Button>
              {id ? (
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={() =>
                    confirmAction(
                      t('blog.deleteConfirm'),
                      () =>
                        remove.mutate(id, {
                          onSuccess: () => {
                            setLeaving(true);
                            leaveFor('/blog/');
                          },
                        }),
                      t('blog.delete'),
                    )
                  }
                >
                  {t('blog.delete')}
                </Button>
              ) : null}
            </Group>
            <BlogImages onInsert={insertIntoBody} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="blog-preview-heading">
            <Title order={2} size="h5" id="blog-preview-heading" mb="sm">
              {t('blog.preview')}
            </Title>
            <Title order={3} size="h2" mb="sm">
              {draft.title}
            </Title>
            <Typography>
              {/* Sanitised by the shared blog renderer: raw HTML stays escaped, links and pictures take only safe addresses. */}
              <div
                data-testid="blog-preview"
                dangerouslySetInnerHTML={{
                  __html: renderBlogMarkdown(previewBody, { kind: 'placeholder', label: t('blog.videoPlaceholder') }),
                }}
              />
            </Typography>
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
};

/** /app/blog/new and /app/blog/{id}/edit (spec §2 blog editor), for admins. */
export const BlogEditorPage = () => {
  const { postId = null } = useParams();
  const { data: post, isPending } = useBlogPost(postId);
  useEffect(() => {
    document.title = postId ? t('blog.editPost') : t('blog.newPost');
  }, [postId]);
  if (postId !== null && isPending) return <Loading />;
  return <BlogEditor key={post?._id ?? 'new'} post={post} />;
};
