import http from 'node:http';
import type { LiveMessage } from '#shared/notifications/live.ts';

export interface OpenedStream {
  status: number | undefined;
  type: string | undefined;
  /** The messages received so far. */
  received: LiveMessage[];
  /** The answer's body when the stream was refused (not 200). */
  body: () => string;
  /** Whether the server ended the stream. */
  ended: () => boolean;
  close: () => void;
}

/** A signed-in browser's stream, read over a real socket. */
export const openStream = async (port: number, cookie: string): Promise<OpenedStream> => {
  const received: LiveMessage[] = [];
  let buffer = '';
  let text = '';
  let ended = false;
  const request = http.get({ host: '127.0.0.1', port, path: '/api/live', headers: { cookie } });
  const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    buffer += chunk;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (data) received.push(JSON.parse(data) as LiveMessage);
    }
  });
  response.on('end', () => {
    ended = true;
  });
  // A refusal's body is read before the caller looks at it.
  if (response.statusCode !== 200) await new Promise((resolve) => response.on('end', resolve));
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    received,
    body: () => text,
    ended: () => ended,
    close: () => request.destroy(),
  };
};
