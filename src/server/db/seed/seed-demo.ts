import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { insertUser } from '#server/modules/users/queries.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { Level, Role } from '#shared/users/schemas.ts';
import { demoProjectTitle } from './demo-ids.ts';
import { seedDemoProject } from './seed-demo-project.ts';
import { seedDemoProjects } from './seed-demo-projects.ts';

export const demoAccounts: { name: string; email: string; level: Level; roles: Role[] }[] = [
  { name: 'Ada Admin', email: 'admin@demo.local', level: 'admin', roles: [] },
  { name: 'Pat Manager', email: 'pm@demo.local', level: 'staff', roles: ['project-manager'] },
  { name: 'Sam Staff', email: 'staff@demo.local', level: 'staff', roles: ['script', 'storyboard'] },
  { name: 'Fran Freelancer', email: 'freelancer@demo.local', level: 'freelancer', roles: ['storyboard', 'voice', 'recording'] },
  { name: 'Cleo Client', email: 'client@demo.local', level: 'client', roles: [] },
];

export interface SeedResult {
  password: string;
  generated: boolean;
  created: string[];
  projects: string[];
  credentialsFile: string;
}

/** Creates the demo accounts that do not exist yet; existing ones keep their passwords. */
export const seedDemo = async (db: Db, options: { password: string | null; dataDir: string; locale: Locale }): Promise<SeedResult> => {
  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created: string[] = [];
  for (const account of demoAccounts) {
    const row = await insertUser(db, { ...account, passwordHash });
    if (row) created.push(account.email);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const credentialsFile = path.join(options.dataDir, 'demo-credentials.txt');
  if (created.length > 0) {
    const lines = created.map((email) => `${email}  ${password}`);
    writeFileSync(credentialsFile, `Explainer Studio demo accounts\n${lines.join('\n')}\n`, { mode: 0o600 });
  }
  const projects = await seedDemoProjects(db, options.locale);
  if (await seedDemoProject(db, 'client@demo.local', options.locale)) projects.push(demoProjectTitle);
  return { password, generated: options.password === null, created, projects, credentialsFile };
};

export const describeSeed = (result: SeedResult): string =>
  [describeAccounts(result), result.projects.length > 0 ? `Demo projects created: ${result.projects.join(', ')}.` : ''].filter(Boolean).join('\n');

const describeAccounts = (result: SeedResult): string =>
  result.created.length === 0
    ? 'Demo accounts already exist.'
    : `Demo accounts created (${result.created.join(', ')}) with the password ${result.generated ? result.password : 'from DEMO_PASSWORD'}. Written to ${result.credentialsFile}`;
