/** The Transfer Project settings group (spec §2, issue 18, decision 068). */
export const transferEn = {
  'transfer.title': 'Transfer Project',
  'transfer.intro':
    'Send this project with its scenes, versions, cart, comments and files to another Explainer Studio host. The project stays here too.',
  'transfer.target': 'Target host',
  'transfer.targetHint': 'The address of the other host, for example https://studio.example.com',
  'transfer.send': 'Transfer',
  'transfer.confirm': 'Transfer "{title}" to {host}?',
  'transfer.confirmAction': 'Transfer',
  'transfer.sending': 'Sending the project and its files to {host}…',
  'transfer.done': 'The project is now on {host}:',
  'transfer.notConfigured': 'Transfers are not configured on this host: set TRANSFER_KEY on both hosts.',
  'transfer.badTarget': 'Enter the address of the other host',
  'transfer.sameHost': 'The project is already on this host',
} as const;
