import { escapeHtml } from '#server/lib/html.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import { passwordMinLength } from '#shared/auth/schemas.ts';
import type { Translate } from '#shared/i18n/index.ts';

interface FormPageOptions {
  t: Translate;
  lang: string;
  redirect: string;
  error?: string;
  /** A confirmation shown above the form (the password reset's "sign in with your new password"). */
  notice?: string;
  values?: { name?: string; email?: string };
}

const errorBox = (error?: string) => (error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '');
const noticeBox = (notice?: string) => (notice ? `<div class="notice" role="status">${escapeHtml(notice)}</div>` : '');

/**
 * A visitor's cart travels in the new-project link through sign-in (spec §2), which nothing said: the
 * sign-in pages say it is kept when that is where they lead.
 */
const cartNotice = (t: Translate, redirect: string) =>
  redirect.startsWith('/app/project/new') ? noticeBox(t('auth.cartKept')) : '';

const withRedirect = (path: string, redirect: string) => `${path}?redirect=${encodeURIComponent(redirect)}`;

export const renderLoginPage = ({ t, lang, redirect, error, notice, values }: FormPageOptions): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.login.title'),
    body: `<form class="card" method="post" action="${escapeHtml(withRedirect('/auth/login', redirect))}">
<h1>${escapeHtml(t('auth.login.title'))}</h1>
${noticeBox(notice)}${cartNotice(t, redirect)}${errorBox(error)}
<label for="email">${escapeHtml(t('auth.field.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(values?.email ?? '')}">
<label for="password">${escapeHtml(t('auth.field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="hint"><a href="${escapeHtml(withRedirect('/auth/forgot', redirect))}">${escapeHtml(t('auth.login.forgot'))}</a></div>
<button type="submit">${escapeHtml(t('auth.login.submit'))}</button>
<p class="alt">${escapeHtml(t('auth.login.noAccount'))} <a href="${escapeHtml(withRedirect('/auth/register', redirect))}">${escapeHtml(t('auth.login.createAccount'))}</a></p>
</form>`,
  });

export const renderRegisterPage = ({ t, lang, redirect, error, values }: FormPageOptions): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.register.title'),
    body: `<form class="card" method="post" action="${escapeHtml(withRedirect('/auth/register', redirect))}">
<h1>${escapeHtml(t('auth.register.title'))}</h1>
${cartNotice(t, redirect)}${errorBox(error)}
<label for="name">${escapeHtml(t('auth.field.name'))}</label>
<input id="name" name="name" autocomplete="name" required autofocus value="${escapeHtml(values?.name ?? '')}">
<label for="email">${escapeHtml(t('auth.field.email'))}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values?.email ?? '')}">
<label for="password">${escapeHtml(t('auth.field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<div class="hint">${escapeHtml(t('auth.field.passwordHint'))}</div>
<button type="submit">${escapeHtml(t('auth.register.submit'))}</button>
<p class="alt">${escapeHtml(t('auth.register.haveAccount'))} <a href="${escapeHtml(withRedirect('/auth/login', redirect))}">${escapeHtml(t('auth.register.signIn'))}</a></p>
</form>`,
  });

/** GET /auth/logout asks; only the form's POST signs out, so a link or an image on another site cannot. */
export const renderLogoutPage = ({ t, lang }: Pick<FormPageOptions, 't' | 'lang'>): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.logout.title'),
    body: `<form method="post" action="/auth/logout" class="card">
<h1>${escapeHtml(t('auth.logout.title'))}</h1>
<p>${escapeHtml(t('auth.logout.question'))}</p>
<button type="submit">${escapeHtml(t('auth.logout.submit'))}</button>
</form>`,
  });

/**
 * What registration answers for every address, taken or new, so it says nothing about which exist; it
 * names the address the visitor typed, so a typo shows, and offers to register again.
 */
export const renderCheckEmailPage = ({
  t,
  lang,
  email,
  redirect,
}: Pick<FormPageOptions, 't' | 'lang' | 'redirect'> & { email: string }): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.checkEmail.title'),
    body: `<div class="card">
<h1>${escapeHtml(t('auth.checkEmail.title'))}</h1>
<p role="status" class="intro">${escapeHtml(t('auth.checkEmail.sent', { email }))}</p>
${cartNotice(t, redirect)}<p class="hint">${escapeHtml(t('auth.checkEmail.hint'))} <a href="${escapeHtml(withRedirect('/auth/register', redirect))}">${escapeHtml(t('auth.checkEmail.again'))}</a></p>
</div>`,
  });

/**
 * The page a password link opens: the invited person, a registrant confirming the address, or an
 * owner who tried to register chooses a password. It names the account, so nobody sets a password
 * for an account they did not mean to.
 */
export const renderPasswordPage = ({
  t,
  lang,
  action,
  email,
  error,
}: Pick<FormPageOptions, 't' | 'lang' | 'error'> & { action: string; email: string }): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.password.title'),
    body: `<form class="card" method="post" action="${escapeHtml(action)}">
<h1>${escapeHtml(t('auth.password.title'))}</h1>
${errorBox(error)}
<p class="intro">${escapeHtml(t('auth.password.account', { email }))}</p>
<label for="password">${escapeHtml(t('auth.field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus>
<div class="hint">${escapeHtml(t('auth.field.passwordHint'))}</div>
<button type="submit">${escapeHtml(t('auth.password.submit'))}</button>
</form>`,
  });

/**
 * What a sign-in link asks before it signs in, when it was opened from another site or this browser
 * is signed in to another account (decision 091): only this page's form, from this site, uses it.
 */
export const renderSignInLinkPage = ({
  t,
  lang,
  action,
  email,
  current,
}: Pick<FormPageOptions, 't' | 'lang'> & { action: string; email: string; current: string | null }): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.link.title'),
    body: `<form class="card" method="post" action="${escapeHtml(action)}">
<h1>${escapeHtml(t('auth.link.title'))}</h1>
<p class="intro">${escapeHtml(t('auth.link.intro', { email }))}</p>
${current === null ? '' : `<p class="intro">${escapeHtml(t('auth.link.switch', { current }))}</p>\n`}<p class="intro">${escapeHtml(t('auth.link.check'))}</p>
<button type="submit">${escapeHtml(t('auth.link.submit', { email }))}</button>
<p class="alt"><a href="/">${escapeHtml(t('auth.link.cancel'))}</a></p>
</form>`,
  });

/** The password reset request: one e-mail field; every address gets the same answer (decision 063). */
export const renderForgotPasswordPage = ({ t, lang, redirect, error, notice, values }: FormPageOptions): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.forgot.title'),
    body: `<form class="card" method="post" action="${escapeHtml(withRedirect('/auth/forgot', redirect))}">
<h1>${escapeHtml(t('auth.forgot.title'))}</h1>
${noticeBox(notice)}${errorBox(error)}
<p class="intro">${escapeHtml(t('auth.forgot.intro'))}</p>
<label for="email">${escapeHtml(t('auth.field.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(values?.email ?? '')}">
<button type="submit">${escapeHtml(t('auth.forgot.submit'))}</button>
<p class="alt"><a href="${escapeHtml(withRedirect('/auth/login', redirect))}">${escapeHtml(t('auth.forgot.back'))}</a></p>
</form>`,
  });

/** The page a password reset link opens: the new password, with registration's rule. */
export const renderResetPasswordPage = ({
  t,
  lang,
  action,
  error,
}: Pick<FormPageOptions, 't' | 'lang' | 'error'> & { action: string }): string =>
  renderServerPage({
    t,
    lang,
    title: t('auth.reset.title'),
    body: `<form class="card" method="post" action="${escapeHtml(action)}">
<h1>${escapeHtml(t('auth.reset.title'))}</h1>
${errorBox(error)}
<label for="password">${escapeHtml(t('auth.field.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${passwordMinLength}" required autofocus>
<div class="hint">${escapeHtml(t('auth.field.passwordHint'))}</div>
<p class="intro">${escapeHtml(t('auth.reset.hint'))}</p>
<button type="submit">${escapeHtml(t('auth.reset.submit'))}</button>
</form>`,
  });
