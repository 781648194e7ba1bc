import { describe, expect, it } from 'vitest';
import { driveProgressMaxErrors, driveProgressPollMs } from '#shared/app/limits.ts';
import { canSetUpDrive, driveLinkBodySchema, shouldPollDriveProgress } from '#shared/projects/drive/drive.ts';
import type { Actor } from '#shared/users/levels.ts';
import { firstProblem } from '../../../support/validation.ts';

const actor = (level: Actor['level'], role: Actor['role'] = []): Actor => ({
  _id: `${level}-${role.join('-')}`,
  level,
  role,
});

describe('cloud drive setup rules (spec §2, §4, §9)', () => {
  it('is for project managers: admins and the project-manager role', () => {
    expect(canSetUpDrive(actor('admin'))).toBe(true);
    expect(canSetUpDrive(actor('staff', ['project-manager']))).toBe(true);
    expect(canSetUpDrive(actor('staff'))).toBe(false);
    expect(canSetUpDrive(actor('freelancer', ['script']))).toBe(false);
    expect(canSetUpDrive(actor('client'))).toBe(false);
    expect(canSetUpDrive(null)).toBe(false);
  });

  it('polls every 2 seconds until the log contains Complete., and stops after more than 5 errors', () => {
    expect(driveProgressPollMs).toBe(2000);
    expect(driveProgressMaxErrors).toBe(5);
    const running = { log: 'Folder ready: script\n', status: 'running' as const };
    expect(shouldPollDriveProgress(undefined, 0)).toBe(true);
    expect(shouldPollDriveProgress(running, 0)).toBe(true);
    expect(shouldPollDriveProgress(running, 5)).toBe(true);
    expect(shouldPollDriveProgress(running, 6)).toBe(false);
    expect(shouldPollDriveProgress(undefined, 6)).toBe(false);
    expect(
      shouldPollDriveProgress({ log: 'Drive folder linked to the project. Complete.\n', status: 'complete' }, 0),
    ).toBe(false);
    expect(shouldPollDriveProgress({ log: 'Error: the drive setup stopped: no access\n', status: 'failed' }, 0)).toBe(
      false,
    );
  });

  it('takes a folder link as a trimmed web address, and names the problem otherwise', () => {
    expect(driveLinkBodySchema.parse({ folderUrl: ' https://drive.google.com/drive/folders/x ' })).toEqual({
      folderUrl: 'https://drive.google.com/drive/folders/x',
    });
    const problem = (folderUrl: unknown) => firstProblem(driveLinkBodySchema, { folderUrl });
    expect(problem('')).toBe('folderUrl must not be empty');
    expect(problem('file:///tmp')).toBe('folderUrl must be a web address starting with https:// or http://');
    expect(problem(42)).toBe('folderUrl must be the folder’s address');
  });
});
