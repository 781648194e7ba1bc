import type { ModuleContext } from '#server/modules/module-context.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formAnswers, messageAnswerSchema, pageAnswers, redirectAnswers } from '#server/lib/api-answers.ts';
import { AppError, localizedMessage } from '#server/lib/errors.ts';
import { safeRedirectPath } from '#server/lib/html.ts';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/session.ts';
import { checkRequestData } from '#server/plugins/validation.ts';
import { toSessionUser } from '#server/modules/users/index.ts';
import { sessionUserSchema } from '#shared/users/schemas.ts';
import {
  loginBodySchema,
  passwordBodySchema,
  passwordResetRequestBodySchema,
  registerBodySchema,
  type PasswordBody,
} from '#shared/auth/schemas.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import type { IssueDescriber } from '#shared/i18n/validation.ts';
import { LoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
import {
  renderCheckEmailPage,
  renderForgotPasswordPage,
  renderLoginPage,
  renderLogoutPage,
  renderPasswordPage,
  renderRegisterPage,
  renderResetPasswordPage,
  renderSignInLinkPage,
} from './pages.ts';
import {
  consumeOneTimeToken,
  findTokenHolder,
  passwordResetLifetimeMinutes,
  type OneTimeTokenHolder,
} from './one-time-tokens.ts';
import { authenticate, registerClient, sendPasswordResetLink, setPasswordFromLink } from './service.ts';
import { createSession, deleteSession } from './sessions.ts';

const appHome = '/app/';
const signedInAnswerSchema = z.object({ user: sessionUserSchema, message: z.string() });
const redirectQuery = z.object({ redirect: z.string().optional() });
const loginQuery = redirectQuery.extend({ reset: z.literal('done').optional().catch(undefined) });

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** Auth bodies are parsed here, not by the route schema, so a form can answer its own page. */
const bodyParser =
  (describe: IssueDescriber) =>
  <T>(schema: z.ZodType<T>, body: unknown): T => {
    const checked = checkRequestData(schema, body, describe);
    if ('error' in checked) throw checked.error;
    return checked.value;
  };

const formValues = (body: unknown) => {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { name: text('name'), email: text('email') };
};

export interface AuthRouteOptions extends ModuleContext {
  loginIpLimit: { max: number; timeWindowMs: number };
  loginThrottle: LoginThrottleSettings;
  /** The password reset lookups and mails still running after their answer; the app awaits them on close. */
  passwordResetsInFlight: Set<Promise<void>>;
}

export const authRoutes = async (app: FastifyInstance, options: AuthRouteOptions): Promise<void> => {
  const { db, config } = options;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const t = createTranslator(config.locale);
  const apiT = options.t;
  const parseBody = bodyParser(createIssueDescriber(config.locale));
  const throttle = new LoginThrottle(db, options.loginThrottle);
  const secureCookie = config.publicUrl.startsWith('https://');
  const rateLimit = { max: options.loginIpLimit.max, timeWindow: options.loginIpLimit.timeWindowMs };

  const startSession = async (reply: FastifyReply, userId: string) => {
    const session = await createSession(db, userId);
    setSessionCookie(reply, session.token, secureCookie, userId);
  };

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  route.get('/auth/login', { schema: { querystring: loginQuery, response: pageAnswers } }, async (request, reply) => {
    const redirect = safeRedirectPath(request.query.redirect, appHome);
    if (request.user) return reply.redirect(redirect, 303);
    const notice = request.query.reset === 'done' ? t('auth.reset.done') : undefined;
    return html(reply, 200, renderLoginPage({ t, lang: config.locale, redirect, notice }));
  });

  route.post(
    '/auth/login',
    { schema: { querystring: redirectQuery, response: formAnswers(signedInAnswerSchema) }, config: { rateLimit } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const form = isFormPost(request);
      try {
        const body = parseBody(loginBodySchema, request.body);
        const user = await authenticate(options, { throttle, body, address: request.ip });
        await startSession(reply, user.id);
        if (form) return reply.redirect(redirect, 303);
        return { user: toSessionUser(user), message: t('auth.signedIn') };
      } catch (error) {
        if (!form || !(error instanceof AppError)) throw error;
        const page = renderLoginPage({
          t,
          lang: config.locale,
          redirect,
          error: localizedMessage(error, apiT),
          values: formValues(request.body),
        });
        return html(reply, error.statusCode, page);
      }
    },
  );

  route.get(
    '/auth/register',
    { schema: { querystring: redirectQuery, response: pageAnswers } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      if (request.user) return reply.redirect(redirect, 303);
      return html(reply, 200, renderRegisterPage({ t, lang: config.locale, redirect }));
    },
  );

  route.post(
    '/auth/register',
    { schema: { querystring: redirectQuery, response: formAnswers(messageAnswerSchema, 202) }, config: { rateLimit } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const form = isFormPost(request);
      try {
        const body = parseBody(registerBodySchema, request.body);
        await registerClient(options, { body, redirect });
        if (form)
          return html(reply, 200, renderCheckEmailPage({ t, lang: config.locale, email: body.email, redirect }));
        return reply.status(202).send({ message: t('auth.checkEmail') });
      } catch (error) {
        if (!form || !(error instanceof AppError)) throw error;
        const page = renderRegisterPage({
          t,
          lang: config.locale,
          redirect,
          error: localizedMessage(error, apiT),
          values: formValues(request.body),
        });
        return html(reply, error.statusCode, page);
      }
    },
  );

  const tokenParams = z.object({ token: z.string().max(100) });
  const withRedirect = (path: string, redirect: string) => `${path}?redirect=${encodeURIComponent(redirect)}`;
  const passwordAction = (token: string, redirect: string) =>
    withRedirect(`/auth/password/${encodeURIComponent(token)}`, redirect);
  const signInLinkAction = (token: string, redirect: string) =>
    withRedirect(`/auth/token/${encodeURIComponent(token)}`, redirect);
  const spentLink = (reply: FastifyReply, redirect: string) =>
    html(reply, 410, renderLoginPage({ t, lang: config.locale, redirect, error: t('auth.link.spent') }));

  /**
   * A sign-in link whose address nobody proved yet opens the password page instead (decision 091):
   * confirming the address means choosing the password, so whoever registered it keeps nothing.
   */
  const useSignInLink = async (
    reply: FastifyReply,
    holder: OneTimeTokenHolder | undefined,
    token: string,
    redirect: string,
  ) => {
    if (!holder) return spentLink(reply, redirect);
    if (!holder.confirmed) return reply.redirect(passwordAction(token, redirect), 303);
    const userId = await consumeOneTimeToken(options, { kind: 'signIn', token });
    if (!userId) return spentLink(reply, redirect);
    await startSession(reply, userId);
    return reply.redirect(redirect, 303);
  };

  /**
   * Decision 091: a link opened from another site, or in a browser signed in to another account,
   * asks first; someone else's link must not swap this browser's account unseen. A link opened
   * from a mail program (Sec-Fetch-Site none) or from this site signs in at once.
   */
  route.get(
    '/auth/token/:token',
    { schema: { params: tokenParams, querystring: redirectQuery, response: pageAnswers } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const { token } = request.params;
      const holder = await findTokenHolder(options, { kind: 'signIn', token });
      const current = request.user !== null && request.user._id !== holder?.userId ? request.user.email : null;
      if (holder?.confirmed && (request.headers['sec-fetch-site'] === 'cross-site' || current !== null)) {
        return html(
          reply,
          200,
          renderSignInLinkPage({
            t,
            lang: config.locale,
            action: signInLinkAction(token, redirect),
            email: holder.email,
            current,
          }),
        );
      }
      return useSignInLink(reply, holder, token, redirect);
    },
  );

  route.post(
    '/auth/token/:token',
    { schema: { params: tokenParams, querystring: redirectQuery, response: redirectAnswers }, config: { rateLimit } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const { token } = request.params;
      return useSignInLink(reply, await findTokenHolder(options, { kind: 'signIn', token }), token, redirect);
    },
  );

  route.get(
    '/auth/password/:token',
    { schema: { params: tokenParams, querystring: redirectQuery, response: pageAnswers } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const holder = await findTokenHolder(options, { kind: 'signIn', token: request.params.token });
      if (!holder) return spentLink(reply, redirect);
      return html(
        reply,
        200,
        renderPasswordPage({
          t,
          lang: config.locale,
          action: passwordAction(request.params.token, redirect),
          email: holder.email,
        }),
      );
    },
  );

  route.post(
    '/auth/password/:token',
    { schema: { params: tokenParams, querystring: redirectQuery, response: redirectAnswers }, config: { rateLimit } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const { token } = request.params;
      let body: PasswordBody;
      try {
        body = parseBody(passwordBodySchema, request.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const holder = await findTokenHolder(options, { kind: 'signIn', token });
        if (!holder) return spentLink(reply, redirect);
        return html(
          reply,
          400,
          renderPasswordPage({
            t,
            lang: config.locale,
            action: passwordAction(token, redirect),
            email: holder.email,
            error: localizedMessage(error, apiT),
          }),
        );
      }
      const userId = await setPasswordFromLink(options, { kind: 'signIn', token, body });
      if (!userId) return spentLink(reply, redirect);
      await startSession(reply, userId);
      return reply.redirect(redirect, 303);
    },
  );

  registerPasswordResetRoutes(app, options, html);

  route.get('/auth/logout', { schema: { response: pageAnswers } }, async (_request, reply) =>
    html(reply, 200, renderLogoutPage({ t, lang: config.locale })),
  );
  route.post('/auth/logout', { schema: { response: redirectAnswers } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    if (request.user) await options.events.emit('user.accessChanged', { userId: request.user._id });
    clearSessionCookie(reply);
    return reply.redirect('/auth/login', 303);
  });
};

type HtmlReply = (reply: FastifyReply, status: number, page: string) => FastifyReply;

/**
 * Password reset (issue 16, decision 063): /auth/forgot asks for the address and answers the same
 * words, status and timing for every one: the lookup and the mail run after the answer, and a
 * per-e-mail limit drops extra mail silently. /auth/reset/{token} sets the new password and ends
 * every session of its user.
 */
const registerPasswordResetRoutes = (app: FastifyInstance, context: AuthRouteOptions, html: HtmlReply): void => {
  const { config, limits } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();
  const t = createTranslator(config.locale);
  const parseBody = bodyParser(createIssueDescriber(config.locale));
  const pending = context.passwordResetsInFlight;
  const perEmail = app.createRateLimit({
    max: limits.passwordResetEmail.max,
    timeWindow: limits.passwordResetEmail.timeWindowMs,
    keyGenerator: (request) =>
      `password-reset:${passwordResetRequestBodySchema.safeParse(request.body).data?.email ?? ''}`,
  });
  const sentMessage = t('auth.forgot.sent', { minutes: passwordResetLifetimeMinutes });

  route.get('/auth/forgot', { schema: { querystring: redirectQuery, response: pageAnswers } }, async (request, reply) =>
    html(
      reply,
      200,
      renderForgotPasswordPage({ t, lang: config.locale, redirect: safeRedirectPath(request.query.redirect, appHome) }),
    ),
  );

  route.post(
    '/auth/forgot',
    {
      schema: { querystring: redirectQuery, response: formAnswers(messageAnswerSchema, 202) },
      config: { rateLimit: { max: limits.passwordResetIp.max, timeWindow: limits.passwordResetIp.timeWindowMs } },
    },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const form = isFormPost(request);
      let email: string;
      try {
        ({ email } = parseBody(passwordResetRequestBodySchema, request.body));
      } catch (error) {
        if (!form || !(error instanceof AppError)) throw error;
        const page = renderForgotPasswordPage({
          t,
          lang: config.locale,
          redirect,
          error: localizedMessage(error, context.t),
          values: formValues(request.body),
        });
        return html(reply, error.statusCode, page);
      }
      const limit = await perEmail(request);
      if (limit.isAllowed || !limit.isExceeded) {
        const work = sendPasswordResetLink(context, { email, redirect })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
          .finally(() => pending.delete(work));
        pending.add(work);
      }
      if (form)
        return html(reply, 200, renderForgotPasswordPage({ t, lang: config.locale, redirect, notice: sentMessage }));
      return reply.status(202).send({ message: sentMessage });
    },
  );

  const resetParams = z.object({ token: z.string().max(100) });
  const resetAction = (token: string, redirect: string) =>
    `/auth/reset/${encodeURIComponent(token)}?redirect=${encodeURIComponent(redirect)}`;
  const spentResetLink = (reply: FastifyReply, redirect: string, form: boolean) =>
    form
      ? html(reply, 410, renderForgotPasswordPage({ t, lang: config.locale, redirect, error: t('auth.reset.spent') }))
      : reply.status(410).send({ message: t('auth.reset.spent') });

  route.get(
    '/auth/reset/:token',
    { schema: { params: resetParams, querystring: redirectQuery, response: pageAnswers } },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      if (!(await findTokenHolder(context, { kind: 'passwordReset', token: request.params.token })))
        return spentResetLink(reply, redirect, true);
      return html(
        reply,
        200,
        renderResetPasswordPage({ t, lang: config.locale, action: resetAction(request.params.token, redirect) }),
      );
    },
  );

  route.post(
    '/auth/reset/:token',
    {
      schema: { params: resetParams, querystring: redirectQuery, response: formAnswers(messageAnswerSchema) },
      config: { rateLimit: { max: limits.passwordResetIp.max, timeWindow: limits.passwordResetIp.timeWindowMs } },
    },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, appHome);
      const form = isFormPost(request);
      let body: PasswordBody;
      try {
        body = parseBody(passwordBodySchema, request.body);
      } catch (error) {
        if (!form || !(error instanceof AppError)) throw error;
        const page = renderResetPasswordPage({
          t,
          lang: config.locale,
          action: resetAction(request.params.token, redirect),
          error: localizedMessage(error, context.t),
        });
        return html(reply, 400, page);
      }
      const userId = await setPasswordFromLink(context, { kind: 'passwordReset', token: request.params.token, body });
      if (!userId) return spentResetLink(reply, redirect, form);
      // Every session ended, this browser's too: it signs in again with the new password.
      clearSessionCookie(reply);
      if (form) return reply.redirect(`/auth/login?redirect=${encodeURIComponent(redirect)}&reset=done`, 303);
      return { message: t('auth.reset.done') };
    },
  );
};
