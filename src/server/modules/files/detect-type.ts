import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { binaryMimeType, isProcessableImage, textMimeType } from '#shared/files/content-types.ts';

export interface DetectedType {
  mime: string;
  extension: string;
  isImage: boolean;
}

const sniffLength = 64 * 1024;

/** Tab, line feed, form feed and carriage return are text; other control codes and undecodable bytes are not. */
const isBinaryCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0xfffd;
};

/** Text has no magic number: call it text when the start decodes as UTF-8 without control bytes. */
const looksLikeText = async (filePath: string): Promise<boolean> => {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(sniffLength), 0, sniffLength, 0);
    // A multi-byte character cut at the sniff boundary is not a reason to call the file binary.
    const head = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/\uFFFD{1,3}$/, '');
    return ![...head].some(isBinaryCharacter);
  } finally {
    await handle.close();
  }
};

/** The type comes from the bytes only: the name and the browser's content type are whatever the user made them. */
export const detectType = async (filePath: string): Promise<DetectedType> => {
  const detected = await fileTypeFromFile(filePath);
  if (detected) return { mime: detected.mime, extension: detected.ext, isImage: isProcessableImage(detected.mime) };
  if (await looksLikeText(filePath)) return { mime: textMimeType, extension: 'txt', isImage: false };
  return { mime: binaryMimeType, extension: 'bin', isImage: false };
};
