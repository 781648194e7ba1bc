import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';

/** The target's status, and its body only when it took the transfer: a refusal's body is never read. */
export interface TargetAnswer {
  status: number;
  body: string | null;
}

/** The most of a success answer read: the target answers a small JSON object. */
const maxAnswerBytes = 64 * 1024;

interface TransferRequest {
  url: URL;
  /** The address checked for this target (`checkedTargetAddress`): the connection goes there and nowhere else. */
  address: string;
  hostname: string;
  headers: Record<string, string>;
  body: AsyncIterable<Buffer>;
  timeoutMs: number;
}

/**
 * POSTs a transfer to the target over a connection to the checked address, with the target's own
 * Host header and TLS name, so no second lookup can lead it elsewhere. Redirects are not followed:
 * the transfer key goes only where the checks allowed.
 */
export const postTransfer = ({
  url,
  address,
  hostname,
  headers,
  body,
  timeoutMs,
}: TransferRequest): Promise<TargetAnswer> =>
  new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const source = Readable.from(body);
    const request = (secure ? https : http).request(
      {
        hostname: address,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host },
        ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The target has answered: what is still unsent is not needed (a refusal may come before the body is read).
        source.unpipe(request);
        source.destroy();
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, body: null });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes) response.destroy(new Error(`the answer is larger than ${maxAnswerBytes} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
        response.on('close', () => {
          if (!response.complete) reject(new Error('the answer was cut off'));
        });
      },
    );
    request.on('error', reject);
    source.on('error', (error) => request.destroy(error));
    source.pipe(request);
  });
