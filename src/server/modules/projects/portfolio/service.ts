import { catalogueError } from '#server/lib/errors.ts';
import type { PortfolioEntry } from '#shared/projects/project.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findPortfolioEntry, listPortfolio } from './queries.ts';

export const getPortfolio = async (
  { db }: ModuleContext,
  { skip }: { skip: number },
): Promise<{ items: PortfolioEntry[] }> => ({
  items: await listPortfolio(db, skip),
});

export const getPortfolioEntry = async (
  { db }: ModuleContext,
  { slug }: { slug: string },
): Promise<{ entry: PortfolioEntry }> => {
  const entry = await findPortfolioEntry(db, slug);
  if (!entry) throw catalogueError('not_found', 'api.portfolioEntryNotFound');
  return { entry };
};
