/** Labels of the account page's settings, loaded with its chunk. */
export const accountsEn = {
  'account.profile': 'Profile',
  'account.displayName': 'Public display name',
  'account.saveName': 'Save name',
  'account.nameRequired': 'Name is required',
  'account.notifications': 'Notifications',
  'account.emailOn': 'Send me notifications by e-mail',
  'account.currentEmail': 'Current notification e-mail',
  'account.noNotificationEmail': 'Your sign-in e-mail ({email})',
  'account.newEmail': 'New notification e-mail',
  'account.updateEmail': 'Update Email',
  'account.emailRequired': 'Enter an e-mail address',
} as const;
