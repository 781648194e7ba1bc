import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueError } from '#server/lib/errors.ts';
import { RangeNotSatisfiableError, type RangeRequest, type Storage } from '#server/lib/storage/storage.ts';

/**
 * Reads a single `bytes=` range from a Range header. Anything else (several ranges, other units, a
 * malformed value) gives null, and the whole file is sent, which RFC 9110 allows.
 */
export const parseRangeHeader = (header: string | undefined): RangeRequest | null => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
};

/**
 * Streams a stored object with the headers every file answer shares, honouring a Range header so
 * that players can seek in a video and downloads can resume.
 */
export const sendStoredObject = async (
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  headersFor: (contentType: string) => Record<string, string>,
): Promise<FastifyReply> => {
  const range = parseRangeHeader(request.headers.range);
  try {
    const object = await storage.get(key, range ?? undefined);
    if (!object) throw catalogueError('not_found', 'api.noMedia', { key });
    reply.type(object.contentType).headers({ ...headersFor(object.contentType), 'accept-ranges': 'bytes' });
    if (!object.range) return reply.header('content-length', object.size).send(object.stream);
    const { start, end } = object.range;
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${object.size}`)
      .header('content-length', end - start + 1)
      .send(object.stream);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return reply
      .status(416)
      .header('content-range', `bytes */${error.size}`)
      .send({ message: `The requested range is outside the file's ${error.size} bytes.` });
  }
};
