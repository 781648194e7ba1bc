import type { LiveMessage } from '#shared/notifications/live.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

export interface LiveConnection {
  user: SessionUser;
  send: (message: LiveMessage) => void;
  /** Ends the stream (server shutdown); the browser reconnects to another instance or later. */
  end: () => void;
}

/** The open streams of this server instance, by user. */
export interface LiveHub {
  add: (connection: LiveConnection) => () => void;
  connections: () => LiveConnection[];
  ofUsers: (userIds: readonly string[]) => LiveConnection[];
}

export const createLiveHub = (): LiveHub => {
  const byUser = new Map<string, Set<LiveConnection>>();
  return {
    add: (connection) => {
      const set = byUser.get(connection.user._id) ?? new Set();
      byUser.set(connection.user._id, set);
      set.add(connection);
      return () => {
        set.delete(connection);
        if (set.size === 0) byUser.delete(connection.user._id);
      };
    },
    connections: () => [...byUser.values()].flatMap((set) => [...set]),
    ofUsers: (userIds) => userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])]),
  };
};
