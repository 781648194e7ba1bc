import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accessTokens } from '#server/db/schema/index.ts';
import { hashToken, newToken } from '#server/modules/auth/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Decision 104 in the demo: the admin's account page lists the tokens of two tools the studio connects,
 * one used yesterday. Their secrets are thrown away, as a real token's is once shown: only hashes are kept.
 */
export const seedDemoAccessTokens = async (db: Db, locale: Locale, now: Date): Promise<void> => {
  const admin = await findUserByEmail(db, 'admin@demo.local');
  if (!admin) return;
  const [existing] = await db.select().from(accessTokens).where(eq(accessTokens.userId, admin.id)).limit(1);
  if (existing) return;
  const at = (days: number) => new Date(now.getTime() + days * dayMs);
  const [spreadsheet, markers] =
    locale === 'th'
      ? (['สเปรดชีตงานที่จ่ายแล้ว', 'มาร์กเกอร์รีวิวในโปรแกรมตัดต่อ'] as const)
      : (['Paid jobs spreadsheet', 'Editing suite review markers'] as const);
  await db.insert(accessTokens).values([
    {
      userId: admin.id,
      name: spreadsheet,
      tokenHash: hashToken(newToken()),
      createdAt: at(-20),
      expiresAt: at(70),
      lastUsedAt: at(-1),
    },
    { userId: admin.id, name: markers, tokenHash: hashToken(newToken()), createdAt: at(-3), expiresAt: at(27) },
  ]);
};
