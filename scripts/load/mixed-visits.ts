// Issue 20's mixed reads and writes, sent by autocannon from the script's own process (never the
// server's): the load test runs them alone, the faults run (issue 36) while it stops PostgreSQL.
import autocannon from 'autocannon';
import { inArray, like } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { comments, projects } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/index.ts';
import { insertProject } from '#server/modules/projects/index.ts';
import { insertUser } from '#server/modules/users/index.ts';
import { createCart } from '#shared/projects/cart/cart.ts';

export interface LoadPerson {
  email: string;
  projectId: string;
  cookie: string;
}

/** One answer of the load: which request, its status, its body and headers, when it came. */
export interface LoadAnswer {
  what: string;
  status: number;
  body: string;
  headers: autocannon.Request['headers'];
  at: number;
}

export interface MixedLoadTally {
  acknowledgedComments: Set<string>;
  lastAcknowledgedTitle: Map<string, string>;
  /** The rename still on its way when the run stopped: the server may have applied it without its answer arriving. */
  lastSentTitle: Map<string, string>;
  /** Answers other than the request's success, by `what status`. */
  failures: Map<string, number>;
  latencies: number[];
  total: number;
  errors: number;
  timeouts: number;
}

/** Clients with a project each, written straight to the database: the load starts from a known state. */
export const createLoadPeople = async (
  db: Db,
  { count, prefix, password }: { count: number; prefix: string; password: string },
): Promise<LoadPerson[]> => {
  const passwordHash = await hashPassword(password);
  const people: LoadPerson[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await insertUser(db, {
      name: `${prefix} user ${index}`,
      email: `${prefix}-${index}@example.test`,
      passwordHash,
      level: 'client',
      roles: [],
    });
    if (!user) throw new Error(`could not create ${prefix} user ${index}`);
    const project = await insertProject(db, {
      title: `${prefix} project ${index}`,
      cart: { ...createCart('en'), hideBreakdown: false },
      createdBy: user.id,
      collaboratorIds: [user.id],
    });
    people.push({ email: user.email, projectId: project.id, cookie: '' });
  }
  return people;
};

export interface MixedLoadOptions {
  seconds: number;
  /** Requests a person sends after the mixed ones, in the same order on the same connection. */
  moreVisits?: (
    person: LoadPerson,
    answered: (answer: Omit<LoadAnswer, 'at'>, ok: boolean) => void,
  ) => autocannon.Request[];
  /** Sees every answer, as it comes. */
  onAnswer?: (answer: LoadAnswer) => void;
}

/**
 * Each person on one connection of their own, in order: reads their projects and comments, writes a
 * comment and a new title, so the last rename acknowledged is the title the project must end with.
 */
export const runMixedLoad = async (
  origin: string,
  people: readonly LoadPerson[],
  { seconds, moreVisits, onAnswer }: MixedLoadOptions,
): Promise<MixedLoadTally> => {
  const tally: MixedLoadTally = {
    acknowledgedComments: new Set(),
    lastAcknowledgedTitle: new Map(),
    lastSentTitle: new Map(),
    failures: new Map(),
    latencies: [],
    total: 0,
    errors: 0,
    timeouts: 0,
  };
  const answered = (answer: Omit<LoadAnswer, 'at'>, ok: boolean) => {
    onAnswer?.({ ...answer, at: Date.now() });
    if (ok) return;
    const key = `${answer.what} ${answer.status}`;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  };
  const json = { 'content-type': 'application/json' };

  const visitsOf = (person: LoadPerson): autocannon.Request[] => {
    const headers = { cookie: person.cookie };
    let written = 0;
    let pendingComment = '';
    let pendingTitle = '';
    const read = (requestPath: string, what: string): autocannon.Request => ({
      method: 'GET',
      path: requestPath,
      headers,
      onResponse: (status, body, _context, responseHeaders) =>
        answered({ what, status, body, headers: responseHeaders }, status === 200),
    });
    return [
      read('/api/projects', 'project list'),
      read(`/api/projects/${person.projectId}`, 'project'),
      {
        method: 'POST',
        setupRequest: (request) => {
          written += 1;
          pendingComment = `load comment ${person.email} #${written}`;
          return {
            ...request,
            path: '/api/comments',
            headers: { ...json, ...headers },
            body: JSON.stringify({ text: pendingComment, itemId: person.projectId, itemType: 'project' }),
          };
        },
        onResponse: (status, body, _context, responseHeaders) => {
          const ok = status === 200 || status === 201;
          if (ok) tally.acknowledgedComments.add(pendingComment);
          answered({ what: 'comment', status, body, headers: responseHeaders }, ok);
        },
      },
      read(`/api/comments?itemId=${person.projectId}&itemType=project`, 'comment list'),
      {
        method: 'POST',
        setupRequest: (request) => {
          pendingTitle = `Load project of ${person.email}, revision ${written}`;
          tally.lastSentTitle.set(person.projectId, pendingTitle);
          return {
            ...request,
            path: `/api/projects/${person.projectId}`,
            headers: { ...json, ...headers },
            body: JSON.stringify({ title: pendingTitle }),
          };
        },
        onResponse: (status, body, _context, responseHeaders) => {
          if (status === 200) tally.lastAcknowledgedTitle.set(person.projectId, pendingTitle);
          answered({ what: 'rename', status, body, headers: responseHeaders }, status === 200);
        },
      },
      read(`/api/comments/count?itemId=${person.projectId}&itemType=project`, 'comment count'),
      ...(moreVisits?.(person, answered) ?? []),
    ];
  };

  // One autocannon instance per person keeps each person's requests in order on their own connection.
  const runs = await Promise.all(
    people.map(
      (person) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: origin, connections: 1, duration: seconds, timeout: 10, requests: visitsOf(person) },
            (error: unknown, finished) =>
              error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => tally.latencies.push(responseTime));
        }),
    ),
  );
  tally.latencies.sort((a, b) => a - b);
  tally.total = tally.latencies.length;
  tally.errors = runs.reduce((sum, run) => sum + run.errors, 0);
  tally.timeouts = runs.reduce((sum, run) => sum + run.timeouts, 0);
  return tally;
};

/** The acknowledged comments not stored, and the projects whose title is neither the last acknowledged nor the last sent. */
export const findLostWrites = async (db: Db, tally: MixedLoadTally, people: readonly LoadPerson[]) => {
  const stored = new Set(
    (await db.select({ text: comments.text }).from(comments).where(like(comments.text, 'load comment %'))).map(
      (row) => row.text,
    ),
  );
  const lostComments = [...tally.acknowledgedComments].filter((text) => !stored.has(text));
  const titles = new Map(
    (
      await db
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(
          inArray(
            projects.id,
            people.map((person) => person.projectId),
          ),
        )
    ).map((row) => [row.id, row.title]),
  );
  const lostTitles = [...tally.lastAcknowledgedTitle].filter(
    ([projectId, title]) => ![title, tally.lastSentTitle.get(projectId)].includes(titles.get(projectId)),
  );
  return { lostComments, lostTitles };
};
