import { beforeAll, describe, expect, it } from 'vitest';
import { createJobAs, insertProject, studio, type Studio } from '../jobs/job-fixtures.ts';
import { notificationsOf } from '../notifications/notification-fixtures.ts';
import { useTestApp } from '../../support/test-app.ts';

// Issue 35 item 22: a Thai studio heard of 'งาน storyboard', the job type's code, instead of its Thai name.
const t = useTestApp({ config: { locale: 'th' } });
let cast: Studio;
let projectId = '';

beforeAll(async () => {
  cast = await studio(t);
  projectId = await insertProject(t.database.db, 'ร้านกาแฟ');
});

describe('a Thai studio names jobs in Thai in its notifications', () => {
  it('names a new storyboard job by its Thai type for the artist on its staff', async () => {
    const job = await createJobAs(cast.as.pm, { projectId, jobType: 'storyboard', staff: [cast.artist._id] });
    await t.app.notificationsIdle();
    const news = (await notificationsOf(cast.as.artist)).items.find((item) => item.itemId === job._id);
    expect(news).toMatchObject({ itemTitle: 'สตอรี่บอร์ด', itemFor: 'ร้านกาแฟ', itemAction: 'job-create' });
  });

  it('names the job by its Thai type when someone comments on it', async () => {
    const job = await createJobAs(cast.as.pm, { projectId, jobType: 'recording' });
    expect((await cast.as.recorder.post(`/api/jobs/${job._id}/claim`, {})).statusCode).toBe(200);
    const comment = await cast.as.recorder.post('/api/comments', { itemType: 'job', itemId: job._id, text: 'เริ่มแล้ว' });
    expect(comment.statusCode, comment.body).toBe(200);
    await t.app.notificationsIdle();
    const news = (await notificationsOf(cast.as.pm)).items.find(
      (item) => item.itemId === job._id && item.actionType === 'comment',
    );
    expect(news).toMatchObject({ itemTitle: 'บันทึกวิดีโอ' });
  });

  it("heads the job page's comments with the Thai job type", async () => {
    const job = await createJobAs(cast.as.pm, { projectId, jobType: 'storyboard' });
    const listed = await cast.as.pm.get(`/api/comments?itemId=${job._id}&itemType=job`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ item: { title: string } }>().item.title).toBe('สตอรี่บอร์ด · ร้านกาแฟ');
  });
});
