/** The password reset pages and mail (issue 16): server-rendered, so only the server's catalogue carries them. */
export const authEn = {
  'auth.login.forgot': 'Forgot password?',
  'auth.forgot.title': 'Reset your password',
  'auth.forgot.intro': 'Enter the e-mail address you sign in with. We will send it a link to choose a new password.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.back': 'Back to sign in',
  'auth.forgot.sent': 'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.hint': 'Saving it signs your account out everywhere; then sign in with the new password.',
  'auth.reset.submit': 'Save new password',
  'auth.reset.spent': 'This password reset link has expired or was already used. Ask for a new one below.',
  'auth.reset.done': 'Your password has been changed and every session of your account signed out. Sign in with your new password.',
  'auth.reset.mailSubject': 'Reset your Explainer Studio password',
  'auth.reset.mailText':
    'Hello {name},\n\nSomeone, hopefully you, asked to reset the password of your Explainer Studio account. Open this link to choose a new one (it works once, for {minutes} minutes):\n{link}\n\nChoosing a new password signs your account out on every device. If you did not ask, ignore this message: your password stays as it is.',
} as const;
