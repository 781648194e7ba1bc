import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { studioFeedId, type FeedPerson } from '#shared/feeds/feeds.ts';
import { Loading } from '#client/components/loading.tsx';
import { pt } from '../post-text.ts';
import { newMemoValue, newPostValue, postFormParam } from '../url-params.ts';

export interface FeedOption {
  value: string;
  label: string;
}

// Its own chunk, asked for when the form opens: the markdown preview, the uploader and the form's rules were a
// long task of every feed page's start on a phone's processor (decision 130).
const PostFormContent = lazy(async () => ({ default: (await import('./post-form.tsx')).PostFormContent }));

/** Spec §2 postForm: ?postForm=new, ?postForm=memo from the Create dropdown, or ?postForm={post id} to edit. */
export const PostFormModal = ({
  feeds,
  landingFeed,
  listPeople,
}: {
  feeds: readonly FeedOption[];
  /** The feed a new post lands in by default: the feed on screen, or one it shows. */
  landingFeed: string | undefined;
  /** The people a post may tag, asked for only when the form opens: sorting their names by the locale is not free. */
  listPeople: () => readonly FeedPerson[];
}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(postFormParam);
  if (value === null || feeds.length === 0) return null;
  const close = () =>
    setSearchParams((params) => {
      params.delete(postFormParam);
      return params;
    });
  const isNew = value === newPostValue || value === newMemoValue;
  const isMemo = value === newMemoValue;
  // A memo reaches everyone in the studio unless its author chooses a narrower feed.
  const preset = isMemo && feeds.some((feed) => feed.value === studioFeedId) ? studioFeedId : landingFeed;
  const initialFeed = feeds.some((feed) => feed.value === preset) ? (preset ?? '') : (feeds[0]?.value ?? '');
  const title = isMemo ? pt('posts.form.newMemo') : isNew ? pt('posts.form.newTitle') : pt('posts.form.editTitle');
  return (
    <Modal opened onClose={close} title={title} size="lg">
      <Suspense fallback={<Loading />}>
        <PostFormContent
          key={value}
          postId={isNew ? null : value}
          isMemo={isMemo}
          initialFeed={initialFeed}
          feeds={feeds}
          people={listPeople()}
          onDone={close}
        />
      </Suspense>
    </Modal>
  );
};
