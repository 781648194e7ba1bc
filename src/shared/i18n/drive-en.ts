/** Cloud Drive Setup in the project settings (issue 18, decision 067). */
export const driveEn = {
  'drive.intro':
    'Creates the project’s folders (script, storyboard, voice, music, video, exports) in the studio’s drive, or links a folder that already exists.',
  'drive.currentFolder': 'Current folder',
  'drive.noFolder': 'This project has no drive folder yet.',
  'drive.confirm': 'I confirm: create a new drive folder for this project',
  'drive.start': 'Set Up Drive Folder',
  'drive.progress': 'Setup progress',
  'drive.waiting': 'Waiting for the setup to start…',
  'drive.complete': 'Google Drive Setup Complete!',
  'drive.failed': 'The drive setup stopped: the last line of the log says why.',
  'drive.stoppedPolling':
    'Stopped checking the progress after {count} failed attempts. Reload the page to check again.',
  'drive.linkLabel': 'Link an existing folder',
  'drive.linkHint': 'The folder’s address, as you open it in the browser',
  'drive.linkAction': 'Link Folder',
  'drive.linkError': 'Error Linking Folder',
} as const;

export type DriveMessageKey = keyof typeof driveEn;
