import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { insertBlogFile, insertBlogPost, listBlogPosts } from '#server/modules/blog/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { blogImageMarkdown, blogSlug } from '#shared/blog/blog.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { demoFileStore, demoPicture } from './seed-demo-media.ts';

/**
 * Two posts by the demo admin, in the deployment's locale: one with an uploaded picture, one with a
 * video link that becomes a player.
 */
export const seedDemoBlog = async (
  db: Db,
  storage: Storage,
  { dataDir, mediaHost, locale }: { dataDir: string; mediaHost: string; locale: Locale },
): Promise<void> => {
  const admin = await findUserByEmail(db, 'admin@demo.local');
  if (!admin || (await listBlogPosts(db, { skip: 0, limit: 1, tag: null })).count > 0) return;
  const picture = await demoFileStore(
    db,
    storage,
    dataDir,
    admin.id,
  )('storyboard-wall.png', await demoPicture(['#ffd8a8', '#1c7ed6']));
  await insertBlogFile(db, picture.id);
  const image = blogImageMarkdown({ name: 'Storyboard wall', url: imageUrl(mediaHost, picture.id, '_l') });
  const posts = {
    en: [
      {
        title: 'Five things a good explainer script does',
        body: `A good script is short, plain and about your customer, not about you.\n\n${image}\n\n1. It starts with a problem your viewer knows.\n2. It shows **one** solution.\n3. It ends with a single next step.\n\nWe pin every scene on the wall before anyone draws.`,
        tags: ['scripts', 'tips'],
      },
      {
        title: 'Watch: from storyboard to finished video',
        body: 'A one-minute look at how a storyboard becomes the finished animation.\n\nhttps://www.youtube.com/watch?v=aqz-KE-bpKQ\n\nEvery scene you approve in the storyboard is the scene you get in the video.',
        tags: ['storyboards', 'video'],
      },
    ],
    th: [
      {
        title: 'ห้าสิ่งที่บทวิดีโออธิบายที่ดีต้องมี',
        body: `บทที่ดีสั้น เข้าใจง่าย และพูดถึงลูกค้าของคุณ ไม่ใช่พูดถึงตัวคุณเอง\n\n${image}\n\n1. เปิดด้วยปัญหาที่ผู้ชมรู้จักดี\n2. เสนอทางออกเพียง**หนึ่ง**เดียว\n3. ปิดท้ายด้วยสิ่งที่ต้องทำต่อเพียงอย่างเดียว\n\nเราติดทุกฉากไว้บนผนังก่อนที่ใครจะเริ่มวาด`,
        tags: ['บทพูด', 'เคล็ดลับ'],
      },
      {
        title: 'ชมคลิป: จากสตอรี่บอร์ดสู่วิดีโอที่เสร็จสมบูรณ์',
        body: 'หนึ่งนาทีที่พาดูว่าสตอรี่บอร์ดกลายเป็นแอนิเมชันที่เสร็จแล้วได้อย่างไร\n\nhttps://www.youtube.com/watch?v=aqz-KE-bpKQ\n\nทุกฉากที่คุณอนุมัติในสตอรี่บอร์ด คือฉากที่คุณจะได้เห็นในวิดีโอ',
        tags: ['สตอรี่บอร์ด', 'วิดีโอ'],
      },
    ],
  }[locale];
  for (const post of posts) {
    await insertBlogPost(db, {
      ...post,
      slug: blogSlug(post.title),
      shortId: randomBytes(6).toString('base64url'),
      authorId: admin.id,
    });
  }
};
