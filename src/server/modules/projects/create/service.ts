import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createCartTranslator } from '#shared/i18n/cart.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { cartFromSelection, isPermanentGroup, selectionProblem } from '#shared/projects/cart/cart.ts';
import { canChooseCartItem, draftCartProject } from '#shared/projects/cart/permissions.ts';
import type { NewProjectQuery } from '#shared/projects/cart/schemas.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { isPm, type Actor } from '#shared/users/levels.ts';
import { loadProject } from '../access.ts';
import { insertProject, type ProjectRow } from '../queries.ts';
import { groupClosed } from '../cart/service.ts';
import { projectViewOf } from '../service.ts';

export interface ProjectCreator extends Actor {
  name: string;
}

/** Decision 034: a new project is named after its client until someone renames it. */
export const newProjectTitle = (locale: Locale, creator: { name: string }): string =>
  createCartTranslator(locale)('cart.newProjectTitle', { name: creator.name.trim() || 'Client' });

/**
 * Starts a project from the cart (spec §2 /project/new): the whole selection is checked first, so
 * a bad link is refused with a message and never leaves half a project behind.
 */
export const insertProjectFromSelection = async (
  db: Db,
  locale: Locale,
  creator: ProjectCreator,
  selection: NewProjectQuery,
  options: { title?: string } = {},
): Promise<ProjectRow> => {
  const problem = selectionProblem(locale, selection.items, selection.artists);
  if (problem) throw new AppError('bad_request', problem);
  // The cart's own rule decides, as it would for the same item added to the new project's cart.
  const draft = draftCartProject(creator);
  for (const id of selection.items) {
    const entry = findCatalogueItem(locale, id);
    if (!entry || isPermanentGroup(entry.group) || canChooseCartItem(creator, draft, entry)) continue;
    if (entry.pmOnly && !isPm(creator)) throw new AppError('forbidden', `Only a project manager can add ${entry.label[locale]}`);
    throw new AppError('forbidden', groupClosed({ label: entry.label[locale] }, draft));
  }
  const cart = cartFromSelection(locale, selection.items, selection.artists);
  return db.transaction(async (tx) =>
    insertProject(tx, {
      title: options.title ?? newProjectTitle(locale, creator),
      cart: { ...cart, hideBreakdown: false },
      createdBy: creator._id,
      collaboratorIds: [creator._id],
    }),
  );
};

export const createProject = async (db: Db, locale: Locale, creator: ProjectCreator | null, selection: NewProjectQuery): Promise<ProjectView> => {
  if (!creator) throw new AppError('unauthorized', 'Please sign in to start a project');
  const row = await insertProjectFromSelection(db, locale, creator, selection);
  return projectViewOf(db, await loadProject(db, row.id, creator), creator);
};
