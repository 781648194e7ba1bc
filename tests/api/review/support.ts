import { expect } from 'vitest';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import type { TestApp } from '../../support/test-app.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import type { useScenesApi, Who } from '../scenes/support.ts';

type ScenesApi = ReturnType<typeof useScenesApi>;

/** The project manager uploads a delivered file to a slot, as the delivery panel does; answers the reply. */
export const sendDelivered = (
  t: TestApp,
  people: ScenesApi['people'],
  projectId: string,
  slot: string,
  content: Buffer,
  filename = `${slot}.mp4`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/delivery/${slot}`,
    headers: { ...multipartHeaders, cookie: people.pm.cookie },
    payload: multipartBody({ filename, content }),
  });

/** The project's review videos as `who` lists them, newest first. */
export const listReviewVideos = async (api: ScenesApi['api'], who: Who, projectId: string): Promise<ReviewVideo[]> => {
  const response = await api.send(who, 'GET', `/api/projects/${projectId}/review-videos`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ReviewVideo[] }>().items;
};
