/** The sign-in pages and mails rendered by the server (issues 16 and 40): only the server's catalogue carries them. */
export const authEn = {
  'auth.login.forgot': 'Forgot password?',
  'auth.forgot.title': 'Reset your password',
  'auth.forgot.intro': 'Enter the e-mail address you sign in with. We will send it a link to choose a new password.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.back': 'Back to sign in',
  'auth.forgot.sent':
    'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.hint': 'Saving it signs your account out everywhere; then sign in with the new password.',
  'auth.reset.submit': 'Save new password',
  'auth.reset.spent': 'This password reset link has expired or was already used. Ask for a new one below.',
  'auth.reset.done':
    'Your password has been changed and every session of your account signed out. Sign in with your new password.',
  'auth.reset.mailSubject': 'Reset your Explainer Studio password',
  'auth.reset.mailText':
    'Hello {name},\n\nSomeone, hopefully you, asked to reset the password of your Explainer Studio account. Open this link to choose a new one (it works once, for {minutes} minutes):\n{link}\n\nChoosing a new password signs your account out on every device. If you did not ask, ignore this message: your password stays as it is.',
  'auth.welcome.mailSubject': 'Welcome to Explainer Studio',
  'auth.welcome.mailText':
    'Hello {name},\n\nWelcome to Explainer Studio. Open this link to confirm your e-mail address and choose your password (it works once, for 7 days):\n{link}\n\nIf you did not create this account, you may still open the link: choosing a password makes the account yours and signs out whoever created it.',
  'auth.registerAttempt.mailSubject': 'Someone tried to register with your e-mail address',
  'auth.registerAttempt.mailText':
    'Someone tried to create an account with this e-mail address on Explainer Studio, which already has one.\n\nIf it was you, sign in at {loginUrl}, or choose a new password with this link (it works once, for 7 days):\n{link}\n\nIf it was not you, ignore this message: nothing has changed.',
  'auth.password.account':
    'For the account {email}. Saving the password confirms this address and signs the account out on every other device.',
  'auth.link.title': 'Sign in from a link',
  'auth.link.intro': 'This link signs this browser in as {email}.',
  'auth.link.switch': 'This browser is signed in as {current}: continuing signs it out of that account.',
  'auth.link.check': 'Continue only if you asked for this link yourself.',
  'auth.link.submit': 'Sign in as {email}',
  'auth.link.cancel': 'Cancel',
  'auth.link.spent':
    'This sign-in link has expired or was already used. Sign in with your password, or ask for a new invitation.',
} as const;
