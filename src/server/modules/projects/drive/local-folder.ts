import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { catalogueError } from '#server/lib/errors.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { localFolderLink } from './providers.ts';

export interface LocalFolderPage {
  title: string;
  body: string;
}

/**
 * The link of a folder the local provider made (decision 067): the app lists the folder to the
 * contributors who see drive links, since a browser will not open a file:// address from a web page.
 */
export const localFolderPage = async (
  { config, t }: ModuleContext,
  { actor, relativePath }: { actor: Actor | null; relativePath: string },
): Promise<LocalFolderPage> => {
  refuseUnless(can(actor, 'viewDriveFolderLink'), actor, 'api.drive.folderRefused');
  const root = config.drive.localRoot;
  const folder = path.resolve(root, relativePath);
  const inside = folder !== root && folder.startsWith(`${root}${path.sep}`);
  if (config.drive.google || !inside) throw catalogueError('not_found', 'api.drive.folderNotFound');
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => {
    throw catalogueError('not_found', 'api.drive.folderNotFound');
  });
  const own = path.relative(root, folder).split(path.sep).join('/');
  const items = entries
    .sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()) || a.name.localeCompare(b.name))
    .map((entry) =>
      entry.isDirectory()
        ? `<li><a href="${escapeHtml(localFolderLink(config.publicUrl, `${own}/${entry.name}`))}">${escapeHtml(entry.name)}</a>/</li>`
        : `<li>${escapeHtml(entry.name)}</li>`,
    );
  const parent = own.includes('/')
    ? `<p><a href="${escapeHtml(localFolderLink(config.publicUrl, own.slice(0, own.lastIndexOf('/'))))}">${escapeHtml(t('api.drive.upOneFolder'))}</a></p>`
    : '';
  const list =
    items.length > 0
      ? `<ul class="folder">${items.join('')}</ul>`
      : `<p class="intro">${escapeHtml(t('api.drive.emptyFolder'))}</p>`;
  return {
    title: own,
    body: `<div class="card wide"><h1>${escapeHtml(own)}</h1><p class="hint">${escapeHtml(t('api.drive.localFolderHint'))}</p>${parent}${list}</div>`,
  };
};
