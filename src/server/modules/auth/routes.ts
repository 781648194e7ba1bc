import type { ModuleContext } from '#server/modules/module-context.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidInput, localizedMessage } from '#server/lib/errors.ts';
import { safeRedirectPath } from '#server/lib/html.ts';
import { zodErrorMessage } from '#server/plugins/error-handler.ts';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/session.ts';
import { toSessionUser, type UserRow } from '#server/modules/users/index.ts';
import { nulCharacterProblem } from '#shared/app/text.ts';
import { loginBodySchema, passwordBodySchema, registerBodySchema, type PasswordBody } from '#shared/auth/schemas.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { LoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
import { renderCheckEmailPage, renderLoginPage, renderLogoutPage, renderPasswordPage, renderRegisterPage } from './pages.ts';
import { authenticate, registerClient, setPasswordFromLink } from './service.ts';
import { createSession, deleteSession } from './sessions.ts';
import { consumeSignInToken, isSignInTokenUsable } from './sign-in-links.ts';

const appHome = '/app/';
export const signInLinkInvalidMessage = 'This sign-in link has expired or was already used. Sign in with your password, or ask for a new invitation.';
const redirectQuery = z.object({ redirect: z.string().optional() });

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** Auth bodies are parsed here, not by the route schema, so a form can answer its own page. */
const parseBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const nulProblem = nulCharacterProblem(body);
  if (nulProblem) throw invalidInput(nulProblem);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(zodErrorMessage(parsed.error));
  return parsed.data;
};

const formValues = (body: unknown) => {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { name: text('name'), email: text('email') };
};

export interface AuthRouteOptions extends ModuleContext {
  loginIpLimit: { max: number; timeWindowMs: number };
  loginThrottle: LoginThrottleSettings;
}

export const authRoutes = async (app: FastifyInstance, options: AuthRouteOptions): Promise<void> => {
  const { db, config } = options;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const t = createTranslator(config.locale);
  const apiT = options.t;
  const throttle = new LoginThrottle(db, options.loginThrottle);
  const secureCookie = config.publicUrl.startsWith('https://');
  const rateLimit = { max: options.loginIpLimit.max, timeWindow: options.loginIpLimit.timeWindowMs };

  const startSession = async (reply: FastifyReply, user: UserRow) => {
    const session = await createSession(db, user.id);
    setSessionCookie(reply, session.token, secureCookie);
  };

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  route.get('/auth/login', { schema: { querystring: redirectQuery } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    if (request.user) return reply.redirect(redirect, 303);
    return html(reply, 200, renderLoginPage({ t, lang: config.locale, redirect }));
  });

  route.post('/auth/login', { schema: { querystring: redirectQuery }, config: { rateLimit } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    const form = isFormPost(request);
    try {
      const user = await authenticate(db, throttle, parseBody(loginBodySchema, request.body), request.ip);
      await startSession(reply, user);
      if (form) return reply.redirect(redirect, 303);
      return { user: toSessionUser(user), message: t('auth.signedIn') };
    } catch (error) {
      if (!form || !(error instanceof AppError)) throw error;
      const page = renderLoginPage({ t, lang: config.locale, redirect, error: localizedMessage(error, apiT), values: formValues(request.body) });
      return html(reply, error.statusCode, page);
    }
  });

  route.get('/auth/register', { schema: { querystring: redirectQuery } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    if (request.user) return reply.redirect(redirect, 303);
    return html(reply, 200, renderRegisterPage({ t, lang: config.locale, redirect }));
  });

  route.post('/auth/register', { schema: { querystring: redirectQuery }, config: { rateLimit } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    const form = isFormPost(request);
    try {
      await registerClient({ db, mailer: options.mailer, publicUrl: config.publicUrl }, parseBody(registerBodySchema, request.body), redirect);
      if (form) return html(reply, 200, renderCheckEmailPage({ t, lang: config.locale }));
      return reply.status(202).send({ message: t('auth.checkEmail') });
    } catch (error) {
      if (!form || !(error instanceof AppError)) throw error;
      const page = renderRegisterPage({ t, lang: config.locale, redirect, error: localizedMessage(error, apiT), values: formValues(request.body) });
      return html(reply, error.statusCode, page);
    }
  });

  route.get(
    '/auth/token/:token',
    { schema: { params: z.object({ token: z.string() }), querystring: redirectQuery } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const userId = await consumeSignInToken(db, request.params.token);
      if (!userId) {
        const page = renderLoginPage({ t, lang: config.locale, redirect, error: signInLinkInvalidMessage });
        return html(reply, 410, page);
      }
      const session = await createSession(db, userId);
      setSessionCookie(reply, session.token, secureCookie);
      return reply.redirect(redirect, 303);
    },
  );

  const passwordParams = z.object({ token: z.string().max(100) });
  const passwordAction = (token: string, redirect: string) => `/auth/password/${encodeURIComponent(token)}?redirect=${encodeURIComponent(redirect)}`;
  const spentLink = (reply: FastifyReply, redirect: string) =>
    html(reply, 410, renderLoginPage({ t, lang: config.locale, redirect, error: signInLinkInvalidMessage }));

  route.get('/auth/password/:token', { schema: { params: passwordParams, querystring: redirectQuery } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    if (!(await isSignInTokenUsable(db, request.params.token))) return spentLink(reply, redirect);
    return html(reply, 200, renderPasswordPage({ t, lang: config.locale, action: passwordAction(request.params.token, redirect) }));
  });

  route.post('/auth/password/:token', { schema: { params: passwordParams, querystring: redirectQuery }, config: { rateLimit } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    const action = passwordAction(request.params.token, redirect);
    let body: PasswordBody;
    try {
      body = parseBody(passwordBodySchema, request.body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, 400, renderPasswordPage({ t, lang: config.locale, action, error: localizedMessage(error, apiT) }));
    }
    const userId = await setPasswordFromLink(db, request.params.token, body);
    if (!userId) return spentLink(reply, redirect);
    const session = await createSession(db, userId);
    setSessionCookie(reply, session.token, secureCookie);
    return reply.redirect(redirect, 303);
  });

  route.get('/auth/logout', async (_request, reply) => html(reply, 200, renderLogoutPage({ t, lang: config.locale })));
  route.post('/auth/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return reply.redirect('/auth/login', 303);
  });
};
