import type { Actor } from '#shared/users/levels.ts';

/** One actor per level and role combination that a permission can tell apart; null is a visitor. */
export const actors = {
  visitor: null,
  client: { _id: 'u-client', level: 'client', role: [] },
  freelancer: { _id: 'u-free', level: 'freelancer', role: [] },
  scriptFreelancer: { _id: 'u-free-script', level: 'freelancer', role: ['script'] },
  translator: { _id: 'u-free-tr', level: 'freelancer', role: ['translation'] },
  storyboardFreelancer: { _id: 'u-free-sb', level: 'freelancer', role: ['storyboard'] },
  changesFreelancer: { _id: 'u-free-sbc', level: 'freelancer', role: ['storyboard-changes'] },
  voiceFreelancer: { _id: 'u-free-voice', level: 'freelancer', role: ['voice'] },
  pmFreelancer: { _id: 'u-free-pm', level: 'freelancer', role: ['project-manager'] },
  staff: { _id: 'u-staff', level: 'staff', role: [] },
  pmStaff: { _id: 'u-staff-pm', level: 'staff', role: ['project-manager'] },
  admin: { _id: 'u-admin', level: 'admin', role: [] },
} as const satisfies Record<string, Actor | null>;

export type ActorName = keyof typeof actors;
export const actorNames = Object.keys(actors) as ActorName[];

export const contributors: readonly ActorName[] = [
  'freelancer',
  'scriptFreelancer',
  'translator',
  'storyboardFreelancer',
  'changesFreelancer',
  'voiceFreelancer',
  'pmFreelancer',
  'staff',
  'pmStaff',
  'admin',
];
export const pms: readonly ActorName[] = ['pmFreelancer', 'pmStaff', 'admin'];
export const powers: readonly ActorName[] = ['staff', 'pmStaff', 'admin'];
export const admins: readonly ActorName[] = ['admin'];
export const loggedIn: readonly ActorName[] = actorNames.filter((name) => name !== 'visitor');
