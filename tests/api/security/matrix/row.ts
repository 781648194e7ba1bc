import type { InjectOptions } from 'fastify';
import type { LeakScope } from './markers.ts';
import type { CallerName, MatrixUser, World } from './world.ts';

/** One request as a row sends it, with what the answer is about (see LeakScope). */
export type MatrixRequest = InjectOptions & { scope?: LeakScope; stream?: boolean };

/** 'key-required': a route authenticated by a key, not a session, answers 401 to every caller without it. */
export type VisitorRefusal = 'unauthorized' | 'sign-in-page' | 'as-signed-in' | 'gone' | 'key-required';

export interface Call<F> {
  world: World;
  who: CallerName;
  actor: MatrixUser | null;
  target: string;
  fixture: F;
  /** The caller's session cookie, or null for a visitor. */
  cookie: string | null;
}

export interface RowSpec<F> {
  /** `METHOD /path` exactly as app.routeTable lists it. */
  route: string;
  /** The fixtures the row is tried against: project kinds, comment tags, whose notification... */
  targets?: readonly string[];
  /** A write changes its fixture: each allowed call gets a fixture of its own; refused callers share one. */
  writes?: boolean;
  /** Rows that end or change the caller's session (logout, password) take a new one per call. */
  freshSession?: boolean;
  /** Rows that end the caller's other sessions: the caller signs in again after each call. */
  endsOtherSessions?: boolean;
  /**
   * How a refused visitor is answered: 401 (sign in) by default; a page sends them to the sign-in
   * page; 'as-signed-in' (403 or 404) where signing in would not help (a guest commenter refused a
   * tab); 'gone' (401 or 404) for a trashed project, which exists for power users only.
   */
  visitorRefusal?: VisitorRefusal | ((call: Call<F>) => VisitorRefusal);
  fixture?: (world: World, target: string, who: CallerName | null) => Promise<F>;
  request: (call: Call<F>) => MatrixRequest | Promise<MatrixRequest>;
  /** Who may: the shared rules themselves, never a table of statuses. */
  allowed: (call: Call<F>) => boolean;
  /** Leaks only this answer can show (a count that includes comments the caller may not see), described. */
  leaks?: (call: Call<F>, body: string) => string[];
}

export interface PreparedCall {
  request: MatrixRequest;
  allowed: boolean;
  visitorRefusal: VisitorRefusal;
  leaks: (body: string) => string[];
}

/** A row with its fixture type erased, so the rows of every module sit in one list. */
export interface MatrixRow {
  route: string;
  targets: readonly string[];
  writes: boolean;
  endsOtherSessions: boolean;
  /** Builds a fixture for the target (null: the one refused callers share) and answers how to call it. */
  prepare: (world: World, target: string) => Promise<(who: CallerName) => Promise<PreparedCall>>;
  prepareFresh: (world: World, target: string, who: CallerName) => Promise<PreparedCall>;
}

const withCookie = (request: MatrixRequest, cookie: string | null): MatrixRequest =>
  cookie ? { ...request, headers: { ...request.headers, cookie } } : request;

export const defineRow = <F = undefined>(spec: RowSpec<F>): MatrixRow => {
  const build = (world: World, target: string, who: CallerName | null): Promise<F> =>
    spec.fixture ? spec.fixture(world, target, who) : Promise.resolve(undefined as F);
  const call = async (world: World, target: string, fixture: F, who: CallerName): Promise<PreparedCall> => {
    const cookie = spec.freshSession ? await world.freshCookie(who) : world.cookies[who];
    const details: Call<F> = { world, who, actor: world.actor(who), target, fixture, cookie };
    return {
      request: withCookie(await spec.request(details), cookie),
      allowed: spec.allowed(details),
      visitorRefusal:
        typeof spec.visitorRefusal === 'function'
          ? spec.visitorRefusal(details)
          : (spec.visitorRefusal ?? 'unauthorized'),
      leaks: (body) => spec.leaks?.(details, body) ?? [],
    };
  };
  return {
    route: spec.route,
    targets: spec.targets ?? ['-'],
    writes: spec.writes ?? false,
    endsOtherSessions: spec.endsOtherSessions ?? false,
    prepare: async (world, target) => {
      const fixture = await build(world, target, null);
      return (who) => call(world, target, fixture, who);
    },
    prepareFresh: async (world, target, who) => call(world, target, await build(world, target, who), who),
  };
};
