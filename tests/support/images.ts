import sharp from 'sharp';

export const pngImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 200, alpha: 0.6 } } }).png().toBuffer();

export const jpegImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();

/** Starts like a PNG (signature and header) but the image data is missing. */
export const brokenPng = async (): Promise<Buffer> => (await pngImage(50, 50)).subarray(0, 40);

export const imageSize = async (data: Buffer): Promise<{ width: number; height: number; format: string }> => {
  const metadata = await sharp(data).metadata();
  return { width: metadata.width, height: metadata.height, format: metadata.format };
};
