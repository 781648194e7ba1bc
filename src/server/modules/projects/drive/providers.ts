import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { auth as googleAuth, drive_v3 } from '@googleapis/drive';
import type { Config, DriveSettings, GoogleDriveSettings } from '#server/lib/config.ts';

/** A folder as a provider knows it: its own id, and the address a person opens it with. */
export interface DriveFolder {
  id: string;
  link: string;
}

/**
 * Where the drive setup makes folders (decision 067): chosen by the configuration, never by the user.
 * Both calls are safe to repeat, since a setup's job may run again after a crash.
 */
export interface DriveProvider {
  name: 'local' | 'google';
  /** Makes a new folder for a project (a project's folder is never shared with another's). */
  createRootFolder: (name: string) => Promise<DriveFolder>;
  /** The named folder inside `parent`, made when it is not there yet. */
  ensureFolder: (name: string, parent: DriveFolder) => Promise<DriveFolder>;
}

/** A folder name without path separators or control characters, never empty. */
export const safeFolderName = (name: string): string =>
  name
    .replace(/[/\\:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120) || 'project';

/** The address of a local folder: the app's own listing of it, for the contributors who follow the link. */
export const localFolderLink = (publicUrl: string, relativePath: string): string =>
  `${publicUrl}/drive/local/${relativePath.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Folders under DRIVE_LOCAL_ROOT (or DATA_DIR/drive): the default, for a studio without a cloud drive.
 * A folder's id is its path under the root; a project's folder takes its title and, when a folder of
 * that name is taken, the first free ' (2)', ' (3)' ….
 */
const localProvider = (settings: DriveSettings, publicUrl: string): DriveProvider => {
  const folder = (relativePath: string): DriveFolder => ({
    id: relativePath,
    link: localFolderLink(publicUrl, relativePath),
  });
  return {
    name: 'local',
    createRootFolder: async (name) => {
      await mkdir(settings.localRoot, { recursive: true });
      const base = safeFolderName(name);
      for (let copy = 1; ; copy += 1) {
        const candidate = copy === 1 ? base : `${base} (${copy})`;
        try {
          await mkdir(path.join(settings.localRoot, candidate));
          return folder(candidate);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    },
    ensureFolder: async (name, parent) => {
      const relativePath = `${parent.id}/${safeFolderName(name)}`;
      await mkdir(path.join(settings.localRoot, relativePath), { recursive: true });
      return folder(relativePath);
    },
  };
};

const folderMimeType = 'application/vnd.google-apps.folder';
const googleTokenUrl = 'https://oauth2.googleapis.com/token';
const driveScope = 'https://www.googleapis.com/auth/drive';

/** Drive's query language quotes with single quotes and escapes them with a backslash. */
const driveQueryString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The service account's signed token request goes to the key file's token_uri: the library always
 * asks Google's, so a key file that names another (a private endpoint, a local fake in tests) is
 * honoured by pointing that one request there.
 */
const serviceAccountAuth = ({ credentials }: GoogleDriveSettings) => {
  const jwt = new googleAuth.JWT({
    email: credentials.client_email,
    key: credentials.private_key,
    scopes: [driveScope],
  });
  const tokenUri = credentials.token_uri;
  if (tokenUri && tokenUri !== googleTokenUrl) {
    jwt.transporter.interceptors.request.add({
      resolved: (options) => {
        if (options.url.href === googleTokenUrl) options.url = new URL(tokenUri);
        return Promise.resolve(options);
      },
    });
  }
  return jwt;
};

/** Google Drive through the official client, as the configured service account, inside the shared parent folder. */
const googleProvider = (settings: GoogleDriveSettings): DriveProvider => {
  const drive = new drive_v3.Drive({
    auth: serviceAccountAuth(settings),
    ...(settings.apiUrl ? { rootUrl: `${settings.apiUrl.replace(/\/$/, '')}/` } : {}),
  });
  const create = async (name: string, parentId: string): Promise<DriveFolder> => {
    const { data } = await drive.files.create({
      requestBody: { name, mimeType: folderMimeType, parents: [parentId] },
      fields: 'id, webViewLink',
      supportsAllDrives: true,
    });
    if (!data.id) throw new Error(`Google Drive did not answer an id for the folder ${name}`);
    return { id: data.id, link: data.webViewLink ?? `https://drive.google.com/drive/folders/${data.id}` };
  };
  return {
    name: 'google',
    createRootFolder: (name) => create(name, settings.parentFolderId),
    ensureFolder: async (name, parent) => {
      const { data } = await drive.files.list({
        q: `name = ${driveQueryString(name)} and ${driveQueryString(parent.id)} in parents and mimeType = '${folderMimeType}' and trashed = false`,
        fields: 'files(id, webViewLink)',
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
        pageSize: 1,
      });
      const found = data.files?.[0];
      if (found?.id)
        return { id: found.id, link: found.webViewLink ?? `https://drive.google.com/drive/folders/${found.id}` };
      return create(name, parent.id);
    },
  };
};

export const driveProviderFor = (config: Pick<Config, 'drive' | 'publicUrl'>): DriveProvider =>
  config.drive.google ? googleProvider(config.drive.google) : localProvider(config.drive, config.publicUrl);
