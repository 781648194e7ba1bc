import sharp from 'sharp';

/**
 * A still-picture WebM for the demo's videos, made here so the demo needs no video tools and
 * downloads nothing: a lossy WebP is one VP8 key frame, which a WebM track can carry as it is.
 */

const ids = {
  ebml: [0x1a, 0x45, 0xdf, 0xa3],
  ebmlVersion: [0x42, 0x86],
  ebmlReadVersion: [0x42, 0xf7],
  ebmlMaxIdLength: [0x42, 0xf2],
  ebmlMaxSizeLength: [0x42, 0xf3],
  docType: [0x42, 0x82],
  docTypeVersion: [0x42, 0x87],
  docTypeReadVersion: [0x42, 0x85],
  segment: [0x18, 0x53, 0x80, 0x67],
  info: [0x15, 0x49, 0xa9, 0x66],
  timecodeScale: [0x2a, 0xd7, 0xb1],
  duration: [0x44, 0x89],
  muxingApp: [0x4d, 0x80],
  writingApp: [0x57, 0x41],
  tracks: [0x16, 0x54, 0xae, 0x6b],
  trackEntry: [0xae],
  trackNumber: [0xd7],
  trackUid: [0x73, 0xc5],
  trackType: [0x83],
  codecId: [0x86],
  video: [0xe0],
  pixelWidth: [0xb0],
  pixelHeight: [0xba],
  cluster: [0x1f, 0x43, 0xb6, 0x75],
  timecode: [0xe7],
  simpleBlock: [0xa3],
} as const;

/** Every size is written in the 8-byte form: longer than needed, always valid. */
const size = (length: number): Buffer => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(length));
  buffer[0] = 0x01;
  return buffer;
};

const element = (id: readonly number[], ...children: Buffer[]): Buffer => {
  const payload = Buffer.concat(children);
  return Buffer.concat([Buffer.from(id), size(payload.length), payload]);
};

const uint = (value: number): Buffer => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

const float = (value: number): Buffer => {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value);
  return buffer;
};

/** The 'VP8 ' chunk of a simple (no alpha, no metadata) lossy WebP file. */
const vp8Frame = (webp: Buffer): Buffer => {
  for (let offset = 12; offset + 8 <= webp.length; ) {
    const chunkSize = webp.readUInt32LE(offset + 4);
    if (webp.toString('ascii', offset, offset + 4) === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + chunkSize);
    offset += 8 + chunkSize + (chunkSize % 2);
  }
  throw new Error('the WebP holds no VP8 frame');
};

const block = (timecodeMs: number, frame: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head[0] = 0x81;
  head.writeInt16BE(timecodeMs, 1);
  head[3] = 0x80;
  return element(ids.simpleBlock, head, frame);
};

/** A `seconds`-long WebM showing `image` (in a format sharp reads) at 640×360. */
export const stillWebm = async (image: Buffer, seconds: number): Promise<Buffer> => {
  const width = 640;
  const height = 360;
  const webp = await sharp(image)
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .webp({ quality: 70 })
    .toBuffer();
  const frame = vp8Frame(webp);
  const durationMs = seconds * 1000;
  const header = element(
    ids.ebml,
    element(ids.ebmlVersion, uint(1)),
    element(ids.ebmlReadVersion, uint(1)),
    element(ids.ebmlMaxIdLength, uint(4)),
    element(ids.ebmlMaxSizeLength, uint(8)),
    element(ids.docType, Buffer.from('webm')),
    element(ids.docTypeVersion, uint(2)),
    element(ids.docTypeReadVersion, uint(2)),
  );
  const info = element(
    ids.info,
    element(ids.timecodeScale, uint(1_000_000)),
    element(ids.duration, float(durationMs)),
    element(ids.muxingApp, Buffer.from('explainer-studio')),
    element(ids.writingApp, Buffer.from('explainer-studio')),
  );
  const tracks = element(
    ids.tracks,
    element(
      ids.trackEntry,
      element(ids.trackNumber, uint(1)),
      element(ids.trackUid, uint(1)),
      element(ids.trackType, uint(1)),
      element(ids.codecId, Buffer.from('V_VP8')),
      element(ids.video, element(ids.pixelWidth, uint(width)), element(ids.pixelHeight, uint(height))),
    ),
  );
  // One frame a second, so players can seek and show the picture for the whole duration.
  const blocks = Array.from({ length: seconds }, (_, second) => block(second * 1000, frame));
  const cluster = element(ids.cluster, element(ids.timecode, uint(0)), ...blocks);
  return Buffer.concat([header, element(ids.segment, info, tracks, cluster)]);
};
