import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const pngImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 200, alpha: 0.6 } } })
    .png()
    .toBuffer();

export const jpegImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

/** Starts like a PNG (signature and header) but the image data is missing. */
export const brokenPng = async (): Promise<Buffer> => (await pngImage(50, 50)).subarray(0, 40);

export const imageSize = async (data: Buffer): Promise<{ width: number; height: number; format: string }> => {
  const metadata = await sharp(data).metadata();
  return { width: metadata.width, height: metadata.height, format: metadata.format };
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a black 1-bit PNG of side x side pixels whose image data, all zeros, deflates
 * to a few dozen KB but decodes to side² pixels (16,500² is over sharp's default limit of 268 Mpx).
 */
export const pixelBombPng = (side: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
