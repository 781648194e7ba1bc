import type { Db } from '#server/db/client.ts';
import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { requireActor } from '#server/lib/refusals.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createCartTranslator } from '#shared/i18n/cart.ts';
import { findCatalogueItem } from '#shared/products/catalogue.ts';
import { cartFromSelection, isPermanentGroup, selectionProblem } from '#shared/projects/cart/cart.ts';
import { canChooseCartItem, draftCartProject } from '#shared/projects/cart/permissions.ts';
import type { NewProjectQuery } from '#shared/projects/cart/schemas.ts';
import { isPm, type Actor } from '#shared/users/levels.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { groupClosed } from '../cart/service.ts';
import { countProjectsStartedBy } from './queries.ts';
import { insertProject, type ProjectRow } from '../queries.ts';
import { projectChange, reloadedView, type ProjectChange } from '../service.ts';

export interface ProjectCreator extends Actor {
  name: string;
}

/**
 * Decision 034: a new project is named after its client until someone renames it; a client's second and
 * later projects are numbered, so three orders are not three "Cleo Client's explainer video".
 */
const newProjectTitle = (locale: Locale, creator: { name: string }, started: number): string => {
  const t = createCartTranslator(locale);
  const name = creator.name.trim() || 'Client';
  return started === 0
    ? t('cart.newProjectTitle', { name })
    : t('cart.newProjectTitleNumbered', { name, number: started + 1 });
};

/**
 * Starts a project from the cart (spec §2 /project/new): the whole selection is checked first, so
 * a bad link is refused with a message and never leaves half a project behind. The demo seed
 * creates its projects through it too, so it takes the database and locale rather than a request's context.
 */
export const insertProjectFromSelection = async (
  db: Db,
  {
    locale,
    creator,
    selection,
    title,
    at,
  }: { locale: Locale; creator: ProjectCreator; selection: NewProjectQuery; title?: string; at: Date },
): Promise<ProjectRow> => {
  const problem = selectionProblem(locale, selection.items, selection.artists);
  if (problem) throw catalogueError('bad_request', problem.key, problem.values);
  // The cart's own rule decides, as it would for the same item added to the new project's cart.
  const draft = draftCartProject(creator);
  for (const id of selection.items) {
    const entry = findCatalogueItem(locale, id);
    if (!entry || isPermanentGroup(entry.group) || canChooseCartItem(creator, draft, entry)) continue;
    if (entry.pmOnly && !isPm(creator))
      throw catalogueError('forbidden', 'api.pmOnlyItem', { label: entry.label[locale] });
    throw groupClosed(creator, { label: entry.label[locale] }, draft);
  }
  const cart = cartFromSelection(locale, selection.items, selection.artists);
  return db.transaction(async (tx) => {
    const row = await insertProject(tx, {
      title: title ?? newProjectTitle(locale, creator, await countProjectsStartedBy(tx, creator._id)),
      cart: { ...cart, hideBreakdown: false },
      createdBy: creator._id,
      collaboratorIds: [creator._id],
    });
    await recordWebhookEvent(tx, at, {
      event: 'project.created',
      data: { projectId: row.id, title: row.title, createdBy: creator._id },
    });
    return row;
  });
};

export const createProject = async (
  { db, config, t, events, clock }: ModuleContext,
  { creator, selection }: { creator: ProjectCreator | null; selection: NewProjectQuery },
): Promise<ProjectChange> => {
  const user = requireActor(creator, 'api.createSignIn');
  const row = await insertProjectFromSelection(db, {
    locale: config.locale,
    creator: user,
    selection,
    at: clock.now(),
  });
  void events.emit('project.created', { projectId: row.id, actorId: user._id });
  return projectChange(await reloadedView(db, row.id, user), t('api.projectCreated'));
};
