import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { feedMembers, feeds, postRatings, posts, postSections, postTodos, users } from '#server/db/schema/index.ts';
import { renderPostBody } from '#server/modules/posts/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { studioFeedId } from '#shared/feeds/feeds.ts';
import type { PostSectionId, PostType } from '#shared/posts/posts.ts';

/** The demo's prose in each deployment locale: a Thai studio reads its demo in Thai. */
type Localized = Record<Locale, string>;

export const demoFeedNames = {
  news: { en: 'Studio news', th: 'ข่าวสตูดิโอ' },
  crew: { en: 'Coffee shop crew', th: 'ทีมร้านกาแฟ' },
} as const satisfies Record<string, Localized>;

const demoFeedDescriptions = {
  news: { en: 'Announcements for the whole studio', th: 'ประกาศสำหรับทุกคนในสตูดิโอ' },
  crew: { en: 'Everything about the coffee shop explainer', th: 'ทุกเรื่องของวิดีโออธิบายร้านกาแฟ' },
} as const satisfies Record<keyof typeof demoFeedNames, Localized>;

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
  title: Localized;
  body: Localized;
  rating: number;
  hoursAgo: number;
  tagged?: DemoPerson[];
  todoBy?: DemoPerson[];
  ratings?: Partial<Record<DemoPerson, number>>;
  sections?: Partial<Record<PostSectionId, Localized>>;
}

export const demoMemoTitle: Localized = {
  en: 'New delivery checklist from Monday',
  th: 'เช็กลิสต์ส่งงานใหม่ เริ่มวันจันทร์',
};

// The Thai post stays Thai in both locales: the English demo shows that search and previews handle Thai text.
const coffeeIdea = {
  title: 'ไอเดียโปรโมชั่นร้านกาแฟ',
  body: 'ลูกค้าอยากได้ฉากปิดท้ายที่บอกว่า **กาแฟแก้วแรกฟรี** สำหรับสมาชิกใหม่ในแอป',
};

const demoPosts: DemoPost[] = [
  {
    feed: studioFeedId,
    author: 'admin',
    type: 'memo',
    title: demoMemoTitle,
    body: {
      en: 'From Monday every project ends with the **delivery checklist**: final export, subtitles, thumbnail and the client hand-over e-mail. Tick each step on the project page before you mark the video ready.',
      th: 'ตั้งแต่วันจันทร์นี้ ทุกโปรเจกต์จะปิดงานด้วย**เช็กลิสต์ส่งงาน**: ไฟล์ส่งออกสุดท้าย ซับไตเติล ภาพปก และอีเมลส่งมอบงานให้ลูกค้า ติ๊กทีละขั้นในหน้าโปรเจกต์ก่อนตั้งสถานะว่าวิดีโอพร้อม',
    },
    rating: 5,
    hoursAgo: 2,
  },
  {
    feed: 'crew',
    author: 'pm',
    type: 'post',
    title: { en: 'Kick-off notes for the coffee shop video', th: 'สรุปประชุมเริ่มงานวิดีโอร้านกาแฟ' },
    body: {
      en: 'The client wants a **warm, morning** feel.\n\n- 60 seconds, three scenes\n- Brand colours: cream and espresso brown\n- Call to action: *first coffee free*',
      th: 'ลูกค้าอยากได้บรรยากาศ**อบอุ่นยามเช้า**\n\n- ยาว 60 วินาที สามฉาก\n- สีแบรนด์: ครีมและน้ำตาลเอสเพรสโซ\n- คำชวนปิดท้าย: *กาแฟแก้วแรกฟรี*',
    },
    rating: 4,
    hoursAgo: 30,
    ratings: { staff: 5 },
  },
  {
    feed: 'crew',
    author: 'pm',
    type: 'todo',
    title: { en: 'Record the scratch voice-over', th: 'อัดเสียงพากย์ร่าง' },
    body: {
      en: 'A rough read of the approved script so the storyboard timing can be checked. Any quiet room will do.',
      th: 'อ่านบทที่อนุมัติแล้วแบบคร่าว ๆ เพื่อเช็กจังหวะของสตอรี่บอร์ด ห้องไหนก็ได้ที่เงียบพอ',
    },
    rating: 5,
    hoursAgo: 20,
    tagged: ['freelancer'],
    todoBy: ['freelancer', 'pm'],
  },
  {
    feed: 'crew',
    author: 'staff',
    type: 'story',
    title: { en: 'Story: the morning rush', th: 'เรื่องราว: ช่วงเช้าที่เร่งรีบ' },
    body: {
      en: 'The story we pitched to the client, section by section. Comment on each section.',
      th: 'เรื่องที่เราเสนอลูกค้า แยกเป็นหัวข้อ แสดงความคิดเห็นได้ทีละหัวข้อ',
    },
    rating: 4,
    hoursAgo: 26,
    sections: {
      Storyline: {
        en: 'Mia runs late every morning. The coffee shop on her corner has her order ready before she reaches the counter.',
        th: 'มีอาออกจากบ้านสายทุกเช้า แต่ร้านกาแฟหัวมุมทำเครื่องดื่มของเธอเสร็จก่อนที่เธอจะเดินถึงเคาน์เตอร์',
      },
      Objective: {
        en: 'Bring office workers in the neighbourhood to the shop before 9 am.',
        th: 'ชวนพนักงานออฟฟิศในละแวกนั้นให้แวะร้านก่อน 9 โมงเช้า',
      },
      'Key Messages': {
        en: '- Order ahead in the app\n- Ready in two minutes\n- First coffee free',
        th: '- สั่งล่วงหน้าในแอป\n- รับได้ในสองนาที\n- กาแฟแก้วแรกฟรี',
      },
      Title: { en: 'Your morning, already brewed', th: 'เช้าของคุณ ชงรอไว้แล้ว' },
      Other: {
        en: 'Keep the barista character from the brand guide.',
        th: 'ใช้ตัวละครบาริสต้าตามคู่มือแบรนด์',
      },
    },
  },
  {
    feed: 'news',
    author: 'admin',
    type: 'contact',
    title: { en: 'Contact: Riverside voice studio', th: 'ผู้ติดต่อ: ริเวอร์ไซด์ วอยซ์ สตูดิโอ' },
    body: {
      en: 'Booth for Thai and English voice-overs, open 9-18 on weekdays.\n\nPhone: +66 2 555 0142 · e-mail: bookings@riverside-voice.example',
      th: 'ห้องอัดเสียงพากย์ภาษาไทยและอังกฤษ เปิด 9-18 น. วันจันทร์ถึงศุกร์\n\nโทร: +66 2 555 0142 · อีเมล: bookings@riverside-voice.example',
    },
    rating: 3,
    hoursAgo: 72,
  },
  {
    feed: 'storyboard',
    author: 'freelancer',
    type: 'post',
    title: { en: 'Sketch style for stick figures', th: 'สไตล์สเก็ตช์ตัวละครก้างปลา' },
    body: {
      en: 'Do we keep round heads for every character, or may the barista have a hat? A hat reads better at small sizes.',
      th: 'ทุกตัวละครใช้หัวกลมเหมือนกันไหม หรือให้บาริสต้าใส่หมวกได้ หมวกช่วยให้ดูออกง่ายขึ้นเวลาภาพเล็ก',
    },
    rating: 2,
    hoursAgo: 6,
  },
  {
    feed: 'crew',
    author: 'staff',
    type: 'post',
    title: { en: coffeeIdea.title, th: coffeeIdea.title },
    body: { en: coffeeIdea.body, th: coffeeIdea.body },
    rating: 3,
    hoursAgo: 10,
  },
];

/**
 * The studio's own channel for a new user: two admin feeds, a post of every type with ratings and
 * sections, and one memo. Matched by the feed name, so seeding twice adds nothing.
 */
export const seedDemoFeeds = async (db: Db, locale: Locale, now: Date): Promise<boolean> => {
  // Either locale's names count, so a studio that changed its locale is not seeded twice.
  const existing = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(
      inArray(
        feeds.name,
        Object.values(demoFeedNames).flatMap((name) => [name.en, name.th]),
      ),
    )
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
        name: demoFeedNames.news[locale],
        description: demoFeedDescriptions.news[locale],
        icon: '!',
        isReadOnly: true,
        createdBy: idOf('admin'),
      })
      .returning();
    const [crew] = await tx
      .insert(feeds)
      .values({
        name: demoFeedNames.crew[locale],
        description: demoFeedDescriptions.crew[locale],
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
      const title = demo.title[locale];
      const body = demo.body[locale];
      const [row] = await tx
        .insert(posts)
        .values({
          feed: feedKey[demo.feed],
          title,
          body,
          ...renderPostBody(body),
          type: demo.type,
          taggedUsers: (demo.tagged ?? []).map(idOf),
          userId: idOf(demo.author),
          rating: demo.rating,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: posts.id });
      if (!row) throw new Error(`demo post ${title} not inserted`);
      const todos = demo.todoBy ?? [];
      if (todos.length > 0)
        await tx.insert(postTodos).values(todos.map((person) => ({ postId: row.id, userId: idOf(person) })));
      const ratings = Object.entries(demo.ratings ?? {}) as [DemoPerson, number][];
      if (ratings.length > 0)
        await tx
          .insert(postRatings)
          .values(ratings.map(([person, rating]) => ({ postId: row.id, userId: idOf(person), rating })));
      const sections = Object.entries(demo.sections ?? {}) as [PostSectionId, Localized][];
      if (sections.length > 0) {
        await tx.insert(postSections).values(
          sections.map(([sectionId, content]) => ({
            postId: row.id,
            sectionId,
            content: content[locale],
            html: renderMarkdown(content[locale]),
            updatedAt: at,
          })),
        );
      }
    }
  });
  return true;
};
