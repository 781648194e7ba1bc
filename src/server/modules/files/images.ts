import sharp from 'sharp';
import { catalogueError } from '#server/lib/errors.ts';
import { imageVersions, type ImageVersionName } from '#shared/files/constants.ts';

export interface ImageVersion {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  width: number;
  height: number;
  versions: Record<ImageVersionName, ImageVersion>;
}

const renderVersion = async (inputPath: string, version: ImageVersionName): Promise<ImageVersion> => {
  const { width, height, quality } = imageVersions[version];
  const { data, info } = await sharp(inputPath)
    .autoOrient()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Decoding the whole image (not just its header) is what proves the bytes are an image. */
export const processImage = async (inputPath: string, name: string): Promise<ProcessedImage> => {
  try {
    const metadata = await sharp(inputPath).metadata();
    const [thumb, large] = await Promise.all([renderVersion(inputPath, 'thumb'), renderVersion(inputPath, 'large')]);
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, versions: { thumb, large } };
  } catch {
    throw catalogueError('bad_request', 'api.unreadableImage', { name });
  }
};
