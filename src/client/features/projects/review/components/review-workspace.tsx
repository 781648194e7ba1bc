import { useCallback, useEffect, useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { visibleCommentTags, type CommentTag, type CommentThread } from '#shared/comments/comments.ts';
import type { MarkColour, MarkShape, MarkShapeKind } from '#shared/comments/marks.ts';
import { framesPerSecond, isDropFrame, timecodeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import { markersCsv, markersEdl, type ExportedMarker } from '#shared/projects/review/export.ts';
import { reviewCommentItemType, type ReviewVideo, type ReviewVideoResponse } from '#shared/projects/review/review.ts';
import { can } from '#shared/users/permissions.ts';
import { useUnsavedChanges } from '#client/components/unsaved-changes-guard.ts';
import { CommentForm, useCreateComment } from '#client/features/comments/index.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { t } from '../../texts.ts';
import { useReviewComments } from '../api/get-review-comments.ts';
import { CompareVideo } from './compare-video.tsx';
import { DrawingToolbar } from './drawing-toolbar.tsx';
import { MarkOverlay } from './mark-overlay.tsx';
import { ReviewThread } from './review-thread.tsx';
import { ReviewTimeline } from './review-timeline.tsx';
import { useFramePlayer } from './use-frame-player.ts';

type Filter = 'open' | 'resolved' | 'all';

interface Draft {
  shapes: MarkShape[];
  inFrame: number | null;
  outFrame: number | null;
}

const emptyDraft: Draft = { shapes: [], inFrame: null, outFrame: null };

/** Keys typed into a field are the field's; a switch or a checkbox leaves them to the player. */
const isTyping = (target: EventTarget | null): boolean => {
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'range'].includes(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName));
};

/** Hands the browser a file made here: the markers are already on the page, so the export needs no request. */
const saveFile = (name: string, type: string, content: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};

const exportedOf = (threads: readonly CommentThread[]): ExportedMarker[] =>
  threads.flatMap((thread) =>
    thread.mark ? [{ mark: thread.mark, author: thread.user?.name ?? thread.guestName ?? '', text: thread.text }] : [],
  );

const byFrame = (a: CommentThread, b: CommentThread) => (a.mark?.frame ?? 0) - (b.mark?.frame ?? 0);

/** Whether a comment's drawing belongs on the frame shown: its frame, or a frame of its range. */
const coversFrame = (thread: CommentThread | undefined, frame: number): boolean => {
  const mark = thread?.mark;
  if (!mark) return false;
  return mark.inFrame !== null && mark.outFrame !== null
    ? frame >= mark.inFrame && frame <= mark.outFrame
    : frame === mark.frame;
};

/**
 * The review player of a ready video (decision 110): the picture with the drawing over it, frame
 * controls and the timeline; beside it (below it on a phone) the new comment, pinned to the frame on
 * screen, with its range and drawing, and the video's comments by frame, filtered open or resolved.
 */
export const ReviewWorkspace = ({
  video,
  previous,
  rate,
  frameCount,
}: {
  video: ReviewVideo;
  previous: ReviewVideoResponse['previous'];
  rate: FrameRate;
  frameCount: number;
}) => {
  const viewer = getCurrentUser();
  const { videoRef, frame, paused, seekToFrame, step, togglePlay, shuttle } = useFramePlayer(rate, frameCount);
  const tags = visibleCommentTags(viewer);
  const [tag, setTag] = useState<CommentTag>('none');
  const comments = useReviewComments(video._id, tag);
  const previousComments = useReviewComments(previous?._id ?? '', tag, previous !== null);
  const [filter, setFilter] = useState<Filter>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [tool, setTool] = useState<MarkShapeKind | null>(null);
  const [colour, setColour] = useState<MarkColour>('red');
  const [comparing, setComparing] = useState(false);
  const [dirtyForms, setDirtyForms] = useState<Readonly<Record<string, boolean>>>({});
  const onDirtyChange = useCallback(
    (formKey: string, dirty: boolean) =>
      setDirtyForms((forms) => (Boolean(forms[formKey]) === dirty ? forms : { ...forms, [formKey]: dirty })),
    [],
  );
  useUnsavedChanges(Object.values(dirtyForms).some(Boolean) || draft.shapes.length > 0);
  const create = useCreateComment();
  /** The range's in or out at the frame shown; the other end moves with it when it would cross. */
  const setRangeEnd = (end: 'in' | 'out') =>
    setDraft((current) => ({
      ...current,
      inFrame: end === 'in' ? frame : Math.min(frame, current.inFrame ?? frame),
      outFrame: end === 'out' ? frame : Math.max(frame, current.outFrame ?? frame),
    }));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'arrowleft' || key === ',') step(-1);
      else if (key === 'arrowright' || key === '.') step(1);
      else if (key === ' ') togglePlay();
      else if (key === 'j' || key === 'k' || key === 'l') shuttle(key);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, togglePlay, shuttle]);

  const threads = comments.data?.items ?? [];
  const pinned = threads.filter((thread) => thread.mark !== null).sort(byFrame);
  const listed = threads
    .filter((thread) => {
      if (filter === 'all' || !thread.mark) return filter === 'all' || filter === 'open';
      return filter === 'resolved' ? thread.mark.resolved : !thread.mark.resolved;
    })
    .sort(byFrame);
  // The previous cut's open comments, by frame: what the new cut was meant to fix.
  const stillOpen = (previousComments.data?.items ?? [])
    .filter((thread) => thread.mark !== null && !thread.mark.resolved)
    .sort(byFrame);
  const selected = [...threads, ...stillOpen].find((thread) => thread._id === selectedId);

  const show = (thread: CommentThread) => {
    if (!thread.mark) return;
    setSelectedId(thread._id);
    setTool(null);
    seekToFrame(thread.mark.frame);
  };
  /** The cut's own threads and the previous cut's open ones are listed alike. */
  const threadView = (thread: CommentThread) => (
    <ReviewThread
      key={thread._id}
      thread={thread}
      video={video}
      frameCount={frameCount}
      rate={rate}
      viewer={viewer}
      selected={thread._id === selectedId}
      onShow={show}
      onDirtyChange={onDirtyChange}
    />
  );

  const drafting = tool !== null || draft.shapes.length > 0;
  const shownShapes = drafting
    ? draft.shapes
    : paused && selected?.mark && coversFrame(selected, frame)
      ? selected.mark.shapes
      : [];
  const aspect = video.width && video.height ? video.width / video.height : 16 / 9;
  const timecode = timecodeOfFrame(frame, rate);
  const baseName = video.name.replace(/\.[a-z0-9]{1,5}$/i, '');

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs" component="section" aria-label={t('review.player')}>
          <SimpleGrid cols={{ base: 1, sm: comparing && previous?.proxyUrl ? 2 : 1 }} spacing="xs">
            <Box
              pos="relative"
              style={{
                aspectRatio: `${video.width ?? 16} / ${video.height ?? 9}`,
                background: 'black',
                borderRadius: 6,
              }}
            >
              <video
                ref={videoRef}
                src={video.proxyUrl ?? undefined}
                preload="auto"
                playsInline
                data-testid="review-video"
                style={{ width: '100%', height: '100%', display: 'block', borderRadius: 6 }}
              />
              <MarkOverlay
                shapes={shownShapes}
                aspect={aspect}
                tool={tool ? { kind: tool, colour } : null}
                onShape={(shape) => setDraft((current) => ({ ...current, shapes: [...current.shapes, shape] }))}
              />
            </Box>
            {comparing && previous?.proxyUrl ? (
              <CompareVideo
                src={previous.proxyUrl}
                name={previous.name}
                main={videoRef}
                rate={rate}
                frame={frame}
                paused={paused}
                aspectRatio={`${video.width ?? 16} / ${video.height ?? 9}`}
              />
            ) : null}
          </SimpleGrid>
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Group gap={6}>
              <ActionIcon variant="default" size="lg" aria-label={t('review.frameBack')} onClick={() => step(-1)}>
                |◀
              </ActionIcon>
              <ActionIcon
                variant="filled"
                size="lg"
                aria-label={t(paused ? 'review.play' : 'review.pause')}
                onClick={togglePlay}
              >
                {paused ? '▶' : '❚❚'}
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('review.frameForward')} onClick={() => step(1)}>
                ▶|
              </ActionIcon>
              <Text ff="monospace" fw={600} aria-label={t('review.timecode')} data-testid="review-timecode">
                {timecode}
              </Text>
              <Text size="sm" c="dimmed" data-testid="review-frame" data-frame={frame}>
                {t('review.frame', { frame: frame })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t(isDropFrame(rate) ? 'review.rateDropFrame' : 'review.rate', {
                rate: framesPerSecond(rate)
                  .toFixed(3)
                  .replace(/\.?0+$/, ''),
              })}
            </Text>
          </Group>
          <ReviewTimeline
            video={video}
            rate={rate}
            frameCount={frameCount}
            frame={frame}
            threads={pinned}
            selectedId={selectedId}
            onSeek={(target) => {
              setSelectedId(null);
              seekToFrame(target);
            }}
            onSelect={show}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('review.keys')}
            </Text>
            {previous?.proxyUrl ? (
              <Switch
                size="xs"
                label={t('review.compare')}
                checked={comparing}
                onChange={(event) => setComparing(event.currentTarget.checked)}
              />
            ) : null}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm" component="section" aria-label={t('review.comments')}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4">
              {t('review.comments')}
            </Title>
            <SegmentedControl
              size="xs"
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              aria-label={t('review.filter')}
              data={[
                { value: 'open', label: t('review.filter.open') },
                { value: 'resolved', label: t('review.filter.resolved') },
                { value: 'all', label: t('review.filter.all') },
              ]}
            />
          </Group>
          <Group gap="xs" role="group" aria-label={t('review.export')}>
            <Button
              size="compact-xs"
              variant="default"
              disabled={pinned.length === 0}
              onClick={() => saveFile(`${baseName} markers.csv`, 'text/csv', markersCsv(exportedOf(pinned), rate))}
            >
              {t('review.exportCsv')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={pinned.length === 0}
              onClick={() =>
                saveFile(`${baseName} markers.edl`, 'text/plain', markersEdl(exportedOf(pinned), rate, baseName))
              }
            >
              {t('review.exportEdl')}
            </Button>
          </Group>
          {tags.length > 1 ? (
            <NativeSelect
              size="xs"
              label={t('review.tab')}
              value={tag}
              onChange={(event) => setTag(event.currentTarget.value as CommentTag)}
              data={tags.map((entry) => ({ value: entry, label: `#${entry}` }))}
            />
          ) : null}
          <Paper withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500} data-testid="review-pin">
                  {t('review.pinAt', { timecode })}
                </Text>
                <Button size="compact-xs" variant="default" onClick={() => setRangeEnd('in')}>
                  {t('review.setIn')}
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => setRangeEnd('out')}>
                  {t('review.setOut')}
                </Button>
                {draft.inFrame !== null && draft.outFrame !== null ? (
                  <>
                    <Text size="xs" ff="monospace" data-testid="review-draft-range">
                      {t('review.range', {
                        from: timecodeOfFrame(draft.inFrame, rate),
                        to: timecodeOfFrame(draft.outFrame, rate),
                      })}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => setDraft((current) => ({ ...current, inFrame: null, outFrame: null }))}
                    >
                      {t('review.clearRange')}
                    </Button>
                  </>
                ) : null}
              </Group>
              <DrawingToolbar
                tool={tool}
                colour={colour}
                shapeCount={draft.shapes.length}
                onTool={(next) => {
                  if (next) seekToFrame(frame);
                  setTool(next);
                }}
                onColour={setColour}
                onUndo={() => setDraft((current) => ({ ...current, shapes: current.shapes.slice(0, -1) }))}
                onClear={() => setDraft((current) => ({ ...current, shapes: [] }))}
              />
              <CommentForm
                formKey="review-new"
                kind="comment"
                mentionsEnabled={can(viewer, 'mentionUsers')}
                askGuestName={viewer === null}
                allowAttachments={viewer !== null}
                onDirtyChange={onDirtyChange}
                onSubmit={async ({ text, mentions, files, guestName }) => {
                  await create.mutateAsync({
                    itemId: video._id,
                    itemType: reviewCommentItemType,
                    tag,
                    text,
                    mentions,
                    files: files.map(({ id, name }) => ({ id, name })),
                    ...(viewer ? {} : { guestName }),
                    mark: {
                      frame: frame,
                      shapes: draft.shapes,
                      ...(draft.inFrame !== null && draft.outFrame !== null
                        ? { inFrame: draft.inFrame, outFrame: draft.outFrame }
                        : {}),
                    },
                  });
                  setDraft(emptyDraft);
                  setTool(null);
                }}
              />
            </Stack>
          </Paper>
          {listed.length === 0 && !comments.isPending ? (
            <Text size="sm" c="dimmed">
              {t('review.none')}
            </Text>
          ) : null}
          {previous && stillOpen.length > 0 ? (
            <Stack gap="xs" component="section" aria-label={t('review.previous', { name: previous.name })}>
              <Title order={4} size="h5">
                {t('review.previous', { name: previous.name })}
              </Title>
              {stillOpen.map(threadView)}
            </Stack>
          ) : null}
          {listed.map(threadView)}
        </Stack>
      </Grid.Col>
    </Grid>
  );
};
