import { describe, expect, it } from 'vitest';
import {
  isAdmin,
  isCollab,
  isContrib,
  isPm,
  isPower,
  isStaff,
  levelBadgeColor,
  levelRank,
  mayHaveRoles,
} from '#shared/users/levels.ts';
import { levels } from '#shared/users/schemas.ts';
import { actorNames, actors, type ActorName } from '../actors.ts';

// Spec §6, one row per actor: isAdmin, isPm, isStaff, isPower, isContrib.
const expected: Record<ActorName, [admin: boolean, pm: boolean, staff: boolean, power: boolean, contrib: boolean]> = {
  visitor: [false, false, false, false, false],
  client: [false, false, false, false, false],
  freelancer: [false, false, false, false, true],
  scriptFreelancer: [false, false, false, false, true],
  translator: [false, false, false, false, true],
  storyboardFreelancer: [false, false, false, false, true],
  changesFreelancer: [false, false, false, false, true],
  voiceFreelancer: [false, false, false, false, true],
  pmFreelancer: [false, true, false, false, true],
  staff: [false, false, true, true, true],
  pmStaff: [false, true, true, true, true],
  admin: [true, true, false, true, true],
};

describe('level predicates (spec §6)', () => {
  it.each(actorNames)('%s', (name) => {
    const actor = actors[name];
    expect([isAdmin(actor), isPm(actor), isStaff(actor), isPower(actor), isContrib(actor)]).toEqual(expected[name]);
  });
});

describe('isCollab: a PM or a member of the collabs', () => {
  const project = { collabs: ['u-client', 'u-free'] };
  it.each<[ActorName, boolean]>([
    ['visitor', false],
    ['client', true],
    ['freelancer', true],
    ['staff', false],
    ['scriptFreelancer', false],
    ['pmFreelancer', true],
    ['pmStaff', true],
    ['admin', true],
  ])('%s -> %s', (name, result) => {
    expect(isCollab(actors[name], project)).toBe(result);
  });
});

describe('levels', () => {
  it('orders admin, staff, freelancer, client from most to least', () => {
    expect([...levels].sort((a, b) => levelRank(a) - levelRank(b))).toEqual(['admin', 'staff', 'freelancer', 'client']);
  });

  it('badges admin red, staff yellow, freelancer blue, and clients none', () => {
    expect(levels.map(levelBadgeColor)).toEqual(['red', 'yellow', 'blue', null]);
  });

  it('gives roles to contributors only', () => {
    expect(levels.map(mayHaveRoles)).toEqual([true, true, true, false]);
  });
});
