/**
 * What the live stream (GET /api/live, Server-Sent Events) sends: query-key prefixes whose data
 * changed, each already checked against the receiving user's permissions by the server. The client
 * invalidates them in its query cache; the keys are the features' own query-key roots.
 */
export interface LiveMessage {
  invalidate: (readonly string[])[];
}

export const liveStreamPath = '/api/live';

/** A comment line this often keeps proxies from closing an idle connection. */
export const liveKeepAliveMs = 25_000;
