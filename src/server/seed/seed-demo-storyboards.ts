import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import { scenes, sceneVersions } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { storeUpload } from '#server/modules/files/index.ts';
import { recountProject } from '#server/modules/projects/index.ts';
import { findUserByEmail, toSessionUser } from '#server/modules/users/index.ts';
import type { SceneStatus } from '#shared/projects/scenes/scenes.ts';
import { hasStoryboard, type ProjectStatus } from '#shared/projects/status.ts';

const width = 960;
const height = 540;
const ink = '#343a40';

const palettes = [
  ['#fff4e6', '#ffa94d', '#74c0fc', '#8ce99a'],
  ['#e7f5ff', '#4dabf7', '#ffd43b', '#ff8787'],
  ['#f3f0ff', '#9775fa', '#63e6be', '#ffc078'],
  ['#ebfbee', '#51cf66', '#339af0', '#fcc419'],
] as const;

const person = (x: number, fill: string) =>
  `<g stroke="${ink}" stroke-width="6" stroke-linecap="round" fill="none">
    <circle cx="${x}" cy="200" r="44" fill="${fill}"/>
    <path d="M${x} 244 V380 M${x - 70} 300 L${x} 270 L${x + 70} 300 M${x} 380 L${x - 50} 470 M${x} 380 L${x + 50} 470"/>
  </g>`;

/** Four frames a storyboard artist might draw: a conversation, a home, an idea, growth. */
const motifs: ((colours: readonly string[]) => string)[] = [
  ([, a, b]) => `${person(300, a ?? '')}${person(660, b ?? '')}
    <path d="M420 80 h200 a30 30 0 0 1 30 30 v60 a30 30 0 0 1 -30 30 h-120 l-40 40 v-40 h-40 a30 30 0 0 1 -30 -30 v-60 a30 30 0 0 1 30 -30z" fill="#fff" stroke="${ink}" stroke-width="6"/>`,
  ([, a, b, c]) => `<circle cx="790" cy="120" r="60" fill="${b}" stroke="${ink}" stroke-width="6"/>
    <path d="M250 260 L440 120 L630 260 Z" fill="${a}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>
    <rect x="290" y="260" width="300" height="200" fill="${c}" stroke="${ink}" stroke-width="6"/>
    <rect x="410" y="340" width="70" height="120" fill="#fff" stroke="${ink}" stroke-width="6"/>
    <path d="M80 460 H880" stroke="${ink}" stroke-width="6"/>`,
  ([, a, b]) => `${person(300, b ?? '')}
    <circle cx="620" cy="200" r="110" fill="${a}" stroke="${ink}" stroke-width="6"/>
    <rect x="580" y="310" width="80" height="60" rx="10" fill="#fff" stroke="${ink}" stroke-width="6"/>
    <path d="M620 60 V20 M730 100 l30 -30 M510 100 l-30 -30" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  ([, a, b, c]) => `<path d="M120 460 H860 M120 460 V80" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
    <rect x="200" y="340" width="110" height="120" fill="${a}" stroke="${ink}" stroke-width="6"/>
    <rect x="380" y="250" width="110" height="210" fill="${b}" stroke="${ink}" stroke-width="6"/>
    <rect x="560" y="150" width="110" height="310" fill="${c}" stroke="${ink}" stroke-width="6"/>
    <path d="M200 300 L430 190 L640 100 L760 60 M760 60 l-50 0 M760 60 l-20 45" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
];

const frameSvg = (index: number): string => {
  const colours = palettes[index % palettes.length] ?? palettes[0];
  const draw = motifs[index % motifs.length] ?? motifs[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colours[0]}"/>${draw?.(colours) ?? ''}</svg>`;
};

/** A pencil note over the frame in the sketcher's pen weight: a circle round the subject and an arrow. */
const sketchSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g fill="none" stroke="#111" stroke-width="2" stroke-linecap="round">
    <ellipse cx="470" cy="250" rx="250" ry="190" transform="rotate(-4 470 250)"/>
    <path d="M120 470 C200 430 250 420 300 380 M300 380 l-30 4 M300 380 l-8 28"/>
  </g>
</svg>`;

const numberSets: readonly Record<string, { x: number; y: number }>[] = [
  { '1': { x: 24, y: 30 }, '2': { x: 70, y: 22 } },
  { '1': { x: 40, y: 70 }, '1.1': { x: 56, y: 70 } },
  { '3': { x: 78, y: 40 } },
];

/** What a project's status says its scenes are at, once drawn. */
const drawnSceneStatus: Partial<Record<ProjectStatus, SceneStatus>> = {
  storyboarding: 'ready-for-review',
  recording: 'pending-recording',
  ready: 'scene-completed',
};

export interface DemoArt {
  writerId: () => Promise<string>;
  artistId: () => Promise<string>;
  /** Storyboard frames stored like uploads: the keys of their large versions. */
  frames: () => Promise<string[]>;
  sketch: () => Promise<string>;
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};

const demoUser = (db: Db, email: string) =>
  once(async () => {
    const row = await findUserByEmail(db, email);
    if (!row) throw new Error(`the demo account ${email} is missing`);
    return toSessionUser(row);
  });

/**
 * The drawings are made the first time a new demo project needs them and shared by every demo scene,
 * so a seed that creates nothing draws nothing. The writer is credited with the texts, the artist
 * with the drawings, which are stored as the artist's uploads.
 */
export const createDemoArt = (db: Db, storage: Storage, people: { writer: string; artist: string }): DemoArt => {
  const writer = demoUser(db, people.writer);
  const artist = demoUser(db, people.artist);
  const frames = once(async () => {
    const user = await artist();
    const folder = await mkdtemp(path.join(tmpdir(), 'es-demo-art-'));
    try {
      const keys: string[] = [];
      for (const index of motifs.keys()) {
        const file = path.join(folder, `frame-${index + 1}.png`);
        const data = await sharp(Buffer.from(frameSvg(index)))
          .png()
          .toBuffer();
        await writeFile(file, data);
        const stored = await storeUpload(
          { db, storage },
          user,
          { path: file, name: `storyboard-${index + 1}.png`, size: data.length },
          { imagesOnly: true },
        );
        keys.push(stored.versions.large?.name ?? stored.key);
      }
      return keys;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
  const sketch = once(
    async () => `data:image/png;base64,${(await sharp(Buffer.from(sketchSvg)).png().toBuffer()).toString('base64')}`,
  );
  return { writerId: async () => (await writer())._id, artistId: async () => (await artist())._id, frames, sketch };
};

export interface DemoScript {
  texts: readonly string[];
  /** A scene whose text was changed after the drawing was approved, for the PM's review (decision 043). */
  changedAfterApproval?: number;
}

/**
 * Gives a new demo project its scenes: the texts (existing scenes keep their ids and take them in
 * order) and, once the project has a storyboard, a frame, numbers and a status on every scene and a
 * sketch on the first.
 */
export const writeDemoScenes = async (
  db: Db,
  art: DemoArt,
  projectId: string,
  status: ProjectStatus,
  script: DemoScript,
): Promise<void> => {
  const drawn = hasStoryboard(status);
  const [writerId, artistId] = await Promise.all([art.writerId(), art.artistId()]);
  const [frames, sketch] = drawn ? await Promise.all([art.frames(), art.sketch()]) : [[], null];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: scenes.id })
      .from(scenes)
      .where(eq(scenes.projectId, projectId))
      .orderBy(asc(scenes.position));
    for (const [position, text] of script.texts.entries()) {
      const image = drawn ? (frames[position % frames.length] ?? null) : null;
      const values = {
        position,
        text,
        image,
        ext: image ? 'png' : null,
        numbers: drawn ? (numberSets[position % numberSets.length] ?? {}) : {},
        sketch: position === 0 ? sketch : null,
        status: drawn ? (drawnSceneStatus[status] ?? null) : null,
        revision: image ? 3 : 2,
        updatedBy: image ? artistId : writerId,
        ...(position === script.changedAfterApproval
          ? { reviewChangedAt: new Date(Date.now() - 2 * 60 * 60 * 1000), reviewChangedBy: writerId }
          : {}),
      };
      const id = existing[position]?.id;
      const [row] = id
        ? await tx.update(scenes).set(values).where(eq(scenes.id, id)).returning({ id: scenes.id })
        : await tx
            .insert(scenes)
            .values({ projectId, ...values })
            .returning({ id: scenes.id });
      if (!row) throw new Error('demo scene not written');
      await tx
        .insert(sceneVersions)
        .values({ sceneId: row.id, userId: writerId, type: 'text', title: 'Text edited', text });
      if (image)
        await tx
          .insert(sceneVersions)
          .values({ sceneId: row.id, userId: artistId, type: 'image', title: 'Storyboard image uploaded', image });
    }
    await recountProject(tx, projectId);
  });
};
