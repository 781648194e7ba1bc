// Writes the sample images and audio the catalogue names into src/client/public/samples, which the
// client build copies to dist/client/samples. Run with `npx tsx scripts/generate-samples.ts`;
// the output is committed, so nothing is fetched or generated when the app runs (decision 030).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { artists, musicTracks, voices } from '#shared/products/catalogue.ts';
import { allSampleFiles } from '#shared/products/products.ts';

const outDir = path.resolve('src/client/public/samples');

interface Style {
  background: string;
  ink: string;
  fills: [string, string, string];
  stroke: number;
  opacity: number;
}

const styles: Record<string, Style> = {
  basic: { background: '#ffffff', ink: '#212529', fills: ['none', 'none', 'none'], stroke: 3, opacity: 1 },
  mali: { background: '#fff0f6', ink: '#a61e4d', fills: ['#fcc2d7', '#ffd8a8', '#d0bfff'], stroke: 2, opacity: 0.9 },
  niran: { background: '#e7f5ff', ink: '#1864ab', fills: ['#4dabf7', '#ffd43b', '#69db7c'], stroke: 5, opacity: 1 },
  kanya: { background: '#f8f9fa', ink: '#5c940d', fills: ['#96f2d7', '#a5d8ff', '#ffec99'], stroke: 1, opacity: 0.55 },
  arthit: { background: '#fff9db', ink: '#e8590c', fills: ['#ff922b', '#f03e3e', '#fab005'], stroke: 3, opacity: 1 },
  dao: { background: '#1b1f3b', ink: '#e9ecef', fills: ['#5c7cfa', '#ffe066', '#b197fc'], stroke: 2, opacity: 0.95 },
};

const figure = (s: Style, x: number) => `
  <circle cx="${x}" cy="52" r="14" fill="${s.fills[0]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="${x}" y1="66" x2="${x}" y2="108" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="${x - 22}" y1="82" x2="${x + 22}" y2="78" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="${x}" y1="108" x2="${x - 16}" y2="138" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="${x}" y1="108" x2="${x + 16}" y2="138" stroke="${s.ink}" stroke-width="${s.stroke}"/>`;

/** Three different scenes per artist: people talking, a house under the sun, an idea with a chart. */
const drawings: ((s: Style) => string)[] = [
  (s) => `${figure(s, 80)}${figure(s, 160)}
  <rect x="98" y="18" width="44" height="22" rx="8" fill="${s.fills[1]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>`,
  (
    s,
  ) => `<circle cx="196" cy="38" r="18" fill="${s.fills[1]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="50" y="78" width="80" height="60" fill="${s.fills[0]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <polygon points="42,80 90,40 138,80" fill="${s.fills[2]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="80" y="104" width="20" height="34" fill="${s.background}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="10" y1="140" x2="230" y2="140" stroke="${s.ink}" stroke-width="${s.stroke}"/>`,
  (
    s,
  ) => `<circle cx="64" cy="60" r="26" fill="${s.fills[1]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="54" y="86" width="20" height="16" fill="${s.fills[2]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="130" y="100" width="20" height="38" fill="${s.fills[0]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="160" y="76" width="20" height="62" fill="${s.fills[1]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <rect x="190" y="46" width="20" height="92" fill="${s.fills[2]}" fill-opacity="${s.opacity}" stroke="${s.ink}" stroke-width="${s.stroke}"/>
  <line x1="120" y1="140" x2="222" y2="140" stroke="${s.ink}" stroke-width="${s.stroke}"/>`,
];

const svg = (s: Style, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="${s.background}"/>${body}</svg>`;

/** 8 kHz, 8-bit mono PCM: a few kilobytes per sample, played by every browser. */
const sampleRate = 8000;

const wav = (notes: readonly { frequency: number; ms: number }[]): Buffer => {
  const samples: number[] = [];
  for (const note of notes) {
    const count = Math.round((sampleRate * note.ms) / 1000);
    for (let index = 0; index < count; index += 1) {
      const fade = Math.min(1, index / 200, (count - index) / 200);
      samples.push(128 + Math.round(90 * fade * Math.sin((2 * Math.PI * note.frequency * index) / sampleRate)));
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, Buffer.from(samples)]);
};

const scale = [262, 294, 330, 349, 392, 440, 494, 523, 587, 659];

const write = (file: string, data: Buffer) => writeFileSync(path.join(outDir, file), data);

mkdirSync(outDir, { recursive: true });
const written = new Set<string>();

for (const artist of artists) {
  const style = styles[artist.id];
  if (!style) throw new Error(`no drawing style for artist ${artist.id}`);
  for (const [index, file] of artist.samples.entries()) {
    const draw = drawings[index % drawings.length]!;
    write(
      file,
      await sharp(Buffer.from(svg(style, draw(style))))
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
    written.add(file);
  }
}

const allVoices = [...voices.en, ...voices.th];
for (const [index, voice] of allVoices.entries()) {
  const base = voice.gender === 'female' ? 330 + index * 12 : 150 + index * 8;
  write(
    voice.file,
    wav([
      { frequency: base, ms: 180 },
      { frequency: base * 1.12, ms: 140 },
      { frequency: base * 0.94, ms: 180 },
    ]),
  );
  written.add(voice.file);
}

for (const [index, track] of musicTracks.en.entries()) {
  const notes = [0, 2, 4, 7].map((step) => ({ frequency: scale[(index + step) % scale.length]!, ms: 120 }));
  write(track.file, wav(notes));
  written.add(track.file);
}

const missing = allSampleFiles().filter((file) => !written.has(file));
if (missing.length > 0) throw new Error(`samples not generated: ${missing.join(', ')}`);
console.log(`Wrote ${written.size} samples to ${outDir}`);
