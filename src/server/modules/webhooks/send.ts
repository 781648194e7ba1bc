import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './target.ts';

/** How much of a target's answer is kept, for the log's reason of a failed try. */
export const responseExcerptLength = 200;

export interface TargetAnswer {
  statusCode: number;
  excerpt: string;
}

/** Decision 108, Stripe's shape: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export const webhookSignature = (secret: string, unixSeconds: number, body: string): string =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;

/** A lookup that answers the checked address only, whatever the name: the connection goes nowhere else. */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

/**
 * POSTs one delivery to the checked address with the URL's own Host and TLS name, following no
 * redirect, within `timeoutMs` for the whole answer. Answers the status and the first characters of
 * the body; a connection that fails or times out throws.
 */
export const postDelivery = (
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<TargetAnswer> =>
  new Promise((resolve, reject) => {
    const { url } = target;
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(target),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, responseExcerptLength),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= responseExcerptLength * 4) return;
          size += chunk.length;
          chunks.push(chunk);
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
