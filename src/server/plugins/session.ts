import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionAlreadyRead, wasPlacedInRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { signedInCookieName } from '#shared/app/constants.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionReader: SessionReader;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /**
     * On a route that checks its viewer in its first read, the session this instance remembers for the
     * cookie; `answerAsViewer` makes it the request's user for that read (decision 073).
     */
    rememberedSession: RememberedSession | null;
    /** The personal access token the request acts with (decision 104); null for a session or a visitor. */
    accessTokenId: string | null;
  }
  interface FastifyContextConfig {
    /** The route answers through `answerAsViewer` and passes its check into its first read. */
    viewerCheckedInRead?: boolean;
    /**
     * A token is refused the route: it changes the account itself (password, e-mail, sessions, tokens;
     * decision 104), or, with 'webhooks', where the studio's news is sent (decision 108).
     */
    sessionOnly?: true | 'webhooks';
    /** The route reads its own key from `Authorization` (another instance's transfer): no personal token is read there. */
    ownKeyInAuthorization?: boolean;
  }
}

export const sessionCookieName = 'es_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export const readSessionToken = (request: FastifyRequest): string | null => {
  const raw = request.cookies[sessionCookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
};

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean, userId: string): void => {
  const lasting = { path: '/', sameSite: 'lax', secure, maxAge: Math.floor(sessionLifetimeMs / 1000) } as const;
  reply.setCookie(sessionCookieName, token, { ...lasting, httpOnly: true, signed: true });
  reply.setCookie(signedInCookieName, userId, lasting);
};

/** The cookie naming the session's user (decision 132) goes whenever the session does, an ended one's too. */
export const clearSignedInCookie = (reply: FastifyReply): void => {
  reply.clearCookie(signedInCookieName, { path: '/' });
};

/**
 * A session that ended without a sign-out in this browser (it expired, or was ended elsewhere) takes with it the
 * cookie that lets the service worker serve this user's kept pages: on a page, on the page data a kept copy asks for
 * first, and on a read refused for want of a session (decisions 132, 137).
 */
export const forgetEndedSession = (request: FastifyRequest, reply: FastifyReply): void => {
  if (!request.user && request.cookies[signedInCookieName]) clearSignedInCookie(reply);
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  reply.clearCookie(sessionCookieName, { path: '/' });
  clearSignedInCookie(reply);
};

export interface RememberedSession {
  token: string;
  tokenHash: string;
  user: SessionUser;
  fingerprint: string;
}

export interface SessionReader {
  /** Reads the request's session now, in a statement of its own. */
  read: (request: FastifyRequest) => Promise<void>;
}

/**
 * Answers a route that checks its viewer inside its first read (decision 073). `answer` gets the
 * check to pass to that read. When the user came from memory and the answer fails for any reason
 * (the session ended, the user changed, or a refusal decided on the remembered user), or succeeds
 * without having put the check into a statement, the session is read again and the answer computed
 * once more: every answer rests on the session as it is now.
 */
export const answerAsViewer = async <Answer>(
  request: FastifyRequest,
  answer: (check: ViewerCheck) => Promise<Answer>,
): Promise<Answer> => {
  const session = request.rememberedSession;
  if (!session) return answer(sessionAlreadyRead);
  request.user = session.user;
  request.sessionToken = session.token;
  const check: ViewerCheck = { tokenHash: session.tokenHash, fingerprint: session.fingerprint };
  try {
    const answered = await answer(check);
    if (wasPlacedInRead(check)) return answered;
  } catch {
    // Answered again below from a fresh read of the session.
  }
  await request.server.sessionReader.read(request);
  return answer(sessionAlreadyRead);
};

export const requireUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw catalogueError('unauthorized', 'api.notSignedIn');
  return request.user;
};
