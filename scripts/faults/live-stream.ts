// A browser tab's live stream (GET /api/live), read from the faults run: when each event came, and
// whether the server ended the stream.

export interface LiveStreamReader {
  /** When each `data:` event arrived (ms since the epoch). */
  events: number[];
  /** When the server ended the stream, or null while it is open. */
  endedAt: () => number | null;
  close: () => void;
}

export const openLiveStream = async (origin: string, cookie: string): Promise<LiveStreamReader> => {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/live`, { headers: { cookie }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the live stream answered ${response.status}`);
  const events: number[] = [];
  let ended: number | null = null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let pending = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending += value;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) if (block.startsWith('data:')) events.push(Date.now());
      }
    } catch {
      // Closed by us: not an end the server chose.
      if (abort.signal.aborted) return;
    }
    ended = Date.now();
  })();
  return { events, endedAt: () => ended, close: () => abort.abort() };
};
