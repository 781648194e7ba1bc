import { Readable } from 'node:stream';

const boundary = '----explainer-studio-test-boundary';

export interface MultipartFile {
  filename: string;
  content: Buffer | string;
  contentType?: string;
  field?: string;
}

const partHead = ({
  filename,
  contentType = 'application/octet-stream',
  field = 'file',
}: Omit<MultipartFile, 'content'>): string =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;

const tail = `\r\n--${boundary}--\r\n`;

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };

export const multipartBody = (file: MultipartFile): Buffer =>
  Buffer.concat([Buffer.from(partHead(file)), Buffer.from(file.content), Buffer.from(tail)]);

export const multipartFieldOnly = (field: string, value: string): Buffer =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}${tail}`);

/** A body of `size` bytes of file content made on the fly, so a 61 MB upload never sits in memory. */
export const streamedMultipartBody = (filename: string, size: number, chunkSize = 1024 * 1024): Readable =>
  Readable.from(
    (function* generate() {
      yield Buffer.from(partHead({ filename }));
      const chunk = Buffer.alloc(chunkSize, 0x61);
      for (let sent = 0; sent < size; sent += chunkSize)
        yield sent + chunkSize <= size ? chunk : chunk.subarray(0, size - sent);
      yield Buffer.from(tail);
    })(),
  );
