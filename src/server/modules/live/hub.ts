import type { LiveMessage } from '#shared/notifications/live.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

export interface LiveConnection {
  /** The user as the session was read when the stream opened. */
  user: SessionUser;
  /** The hash of the session token the stream opened with: the stream lasts no longer than that session. */
  tokenHash: string;
  send: (message: LiveMessage) => void;
  /** Ends the stream (the session ended, the user's level or roles changed, the server shuts down); the browser reconnects. */
  end: () => void;
}

/** The open streams of this server instance, by user. */
export interface LiveHub {
  add: (connection: LiveConnection) => () => void;
  connections: () => LiveConnection[];
  ofUsers: (userIds: readonly string[]) => LiveConnection[];
  /** How many streams are open: the user's, or without a user the instance's. */
  count: (userId?: string) => number;
}

export const createLiveHub = (): LiveHub => {
  const byUser = new Map<string, Set<LiveConnection>>();
  let total = 0;
  return {
    add: (connection) => {
      const set = byUser.get(connection.user._id) ?? new Set();
      byUser.set(connection.user._id, set);
      set.add(connection);
      total += 1;
      return () => {
        if (!set.delete(connection)) return;
        total -= 1;
        if (set.size === 0) byUser.delete(connection.user._id);
      };
    },
    connections: () => [...byUser.values()].flatMap((set) => [...set]),
    ofUsers: (userIds) => userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])]),
    count: (userId) => (userId === undefined ? total : (byUser.get(userId)?.size ?? 0)),
  };
};
