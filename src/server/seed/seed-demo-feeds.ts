import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { feedMembers, feeds, postRatings, posts, postSections, postTodos, users } from '#server/db/schema/index.ts';
import { renderPostBody } from '#server/modules/posts/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { studioFeedId } from '#shared/feeds/feeds.ts';
import type { PostSectionId, PostType } from '#shared/posts/posts.ts';

export const demoFeedNames = { news: 'Studio news', crew: 'Coffee shop crew' } as const;

type DemoPerson = 'admin' | 'pm' | 'staff' | 'freelancer';
const emails: Record<DemoPerson, string> = {
  admin: 'admin@demo.local',
  pm: 'pm@demo.local',
  staff: 'staff@demo.local',
  freelancer: 'freelancer@demo.local',
};

interface DemoPost {
  feed: keyof typeof demoFeedNames | typeof studioFeedId | 'storyboard' | 'staff';
  author: DemoPerson;
  type: PostType;
  title: string;
  body: string;
  rating: number;
  hoursAgo: number;
  tagged?: DemoPerson[];
  todoBy?: DemoPerson[];
  ratings?: Partial<Record<DemoPerson, number>>;
  sections?: Partial<Record<PostSectionId, string>>;
}

export const demoMemoTitle = 'New delivery checklist from Monday';

const demoPosts: DemoPost[] = [
  {
    feed: studioFeedId,
    author: 'admin',
    type: 'memo',
    title: demoMemoTitle,
    body: 'From Monday every project ends with the **delivery checklist**: final export, subtitles, thumbnail and the client hand-over e-mail. Tick each step on the project page before you mark the video ready.',
    rating: 5,
    hoursAgo: 2,
  },
  {
    feed: 'crew',
    author: 'pm',
    type: 'post',
    title: 'Kick-off notes for the coffee shop video',
    body: 'The client wants a **warm, morning** feel.\n\n- 60 seconds, three scenes\n- Brand colours: cream and espresso brown\n- Call to action: *first coffee free*',
    rating: 4,
    hoursAgo: 30,
    ratings: { staff: 5 },
  },
  {
    feed: 'crew',
    author: 'pm',
    type: 'todo',
    title: 'Record the scratch voice-over',
    body: 'A rough read of the approved script so the storyboard timing can be checked. Any quiet room will do.',
    rating: 5,
    hoursAgo: 20,
    tagged: ['freelancer'],
    todoBy: ['freelancer', 'pm'],
  },
  {
    feed: 'crew',
    author: 'staff',
    type: 'story',
    title: 'Story: the morning rush',
    body: 'The story we pitched to the client, section by section. Comment on each section.',
    rating: 4,
    hoursAgo: 26,
    sections: {
      Storyline:
        'Mia runs late every morning. The coffee shop on her corner has her order ready before she reaches the counter.',
      Objective: 'Bring office workers in the neighbourhood to the shop before 9 am.',
      'Key Messages': '- Order ahead in the app\n- Ready in two minutes\n- First coffee free',
      Title: 'Your morning, already brewed',
      Other: 'Keep the barista character from the brand guide.',
    },
  },
  {
    feed: 'news',
    author: 'admin',
    type: 'contact',
    title: 'Contact: Riverside voice studio',
    body: 'Booth for Thai and English voice-overs, open 9-18 on weekdays.\n\nPhone: +66 2 555 0142 · e-mail: bookings@riverside-voice.example',
    rating: 3,
    hoursAgo: 72,
  },
  {
    feed: 'storyboard',
    author: 'freelancer',
    type: 'post',
    title: 'Sketch style for stick figures',
    body: 'Do we keep round heads for every character, or may the barista have a hat? A hat reads better at small sizes.',
    rating: 2,
    hoursAgo: 6,
  },
  {
    feed: 'crew',
    author: 'staff',
    type: 'post',
    title: 'ไอเดียโปรโมชั่นร้านกาแฟ',
    body: 'ลูกค้าอยากได้ฉากปิดท้ายที่บอกว่า **กาแฟแก้วแรกฟรี** สำหรับสมาชิกใหม่ในแอป',
    rating: 3,
    hoursAgo: 10,
  },
];

/**
 * The studio's own channel for a new user: two admin feeds, a post of every type with ratings and
 * sections, and one memo. Matched by the feed name, so seeding twice adds nothing.
 */
export const seedDemoFeeds = async (db: Db, now: Date): Promise<boolean> => {
  const existing = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(inArray(feeds.name, Object.values(demoFeedNames)))
    .limit(1);
  if (existing.length > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const idOf = (person: DemoPerson): string => {
    const found = people.find((row) => row.email === emails[person]);
    if (!found) throw new Error(`demo account ${emails[person]} is missing`);
    return found.id;
  };
  await db.transaction(async (tx) => {
    const [news] = await tx
      .insert(feeds)
      .values({
        name: demoFeedNames.news,
        description: 'Announcements for the whole studio',
        icon: '!',
        isReadOnly: true,
        createdBy: idOf('admin'),
      })
      .returning();
    const [crew] = await tx
      .insert(feeds)
      .values({
        name: demoFeedNames.crew,
        description: 'Everything about the coffee shop explainer',
        icon: '☕',
        createdBy: idOf('admin'),
      })
      .returning();
    if (!news || !crew) throw new Error('demo feeds not inserted');
    const crewPeople: DemoPerson[] = ['pm', 'staff', 'freelancer'];
    await tx.insert(feedMembers).values(
      crewPeople.map((person, index) => ({
        feedId: crew.id,
        userId: idOf(person),
        addedAt: new Date(now.getTime() - 1000 * (crewPeople.length - index)),
      })),
    );
    const feedKey = {
      news: news.id,
      crew: crew.id,
      [studioFeedId]: studioFeedId,
      storyboard: 'storyboard',
      staff: 'staff',
    } as const;
    for (const demo of demoPosts) {
      const at = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
      const [row] = await tx
        .insert(posts)
        .values({
          feed: feedKey[demo.feed],
          title: demo.title,
          body: demo.body,
          ...renderPostBody(demo.body),
          type: demo.type,
          taggedUsers: (demo.tagged ?? []).map(idOf),
          userId: idOf(demo.author),
          rating: demo.rating,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: posts.id });
      if (!row) throw new Error(`demo post ${demo.title} not inserted`);
      const todos = demo.todoBy ?? [];
      if (todos.length > 0)
        await tx.insert(postTodos).values(todos.map((person) => ({ postId: row.id, userId: idOf(person) })));
      const ratings = Object.entries(demo.ratings ?? {}) as [DemoPerson, number][];
      if (ratings.length > 0)
        await tx
          .insert(postRatings)
          .values(ratings.map(([person, rating]) => ({ postId: row.id, userId: idOf(person), rating })));
      const sections = Object.entries(demo.sections ?? {}) as [PostSectionId, string][];
      if (sections.length > 0) {
        await tx.insert(postSections).values(
          sections.map(([sectionId, content]) => ({
            postId: row.id,
            sectionId,
            content,
            html: renderMarkdown(content),
            updatedAt: at,
          })),
        );
      }
    }
  });
  return true;
};
