import { canSeeComment, type CommentTag } from '#shared/comments/comments.ts';
import { visibleBids } from '#shared/jobs/permissions.ts';
import { canReadPost } from '#shared/posts/posts.ts';
import { canSearchEveryProject, canSeeCollaborators, canSeeTrashedProject } from '#shared/projects/permissions.ts';
import { isAdmin, isCollab, isContrib, type Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';

interface PlantedProject {
  id: string;
  collabs: readonly string[];
  deleted: boolean;
}

/** What a response is about, so a leak is told from the answer the caller asked for. */
export interface LeakScope {
  /** The project the request addresses: anyone holding its id may view it (spec §2), so its title is no leak. */
  projectId?: string;
  /** Other projects the caller named by id before (the projects they muted), which their answer may list. */
  projectIds?: readonly string[];
  /** Lists of projects (the dashboard list, the top-bar search): contributors find there only what they work on. */
  listsProjects?: boolean;
  /** Text the caller sent, which the answer may echo (an e-mail address they typed). */
  sent?: string;
}

/**
 * Strings planted in the fixtures, each tied to the shared rule that says who may read it. A
 * response leaks when it carries a marker the rule refuses to its caller.
 */
export class Markers {
  private readonly projects = new Map<string, PlantedProject>();
  private readonly comments = new Map<string, { tag: CommentTag; user: string }>();
  private readonly bids = new Map<string, string>();
  private readonly posts = new Map<string, { user: string; private: boolean; users: readonly string[] }>();
  private readonly emails = new Map<string, string>();
  private readonly collaboratorNames = new Map<string, string>();
  private readonly notifications = new Map<string, string>();
  private serial = 0;

  addUser(user: { _id: string; email: string }): void {
    this.emails.set(user.email.toLowerCase(), user._id);
  }

  addCollaboratorName(name: string, userId: string): void {
    this.collaboratorNames.set(name, userId);
  }

  addProject(title: string, id: string, collabs: readonly string[], deleted: boolean): void {
    const tag = /MXP-[a-z]+-\d+-X/.exec(title)?.[0];
    if (!tag) throw new Error(`a planted project title needs its marker: ${title}`);
    this.projects.set(tag, { id, collabs, deleted });
  }

  comment(tag: CommentTag, user: string): string {
    this.serial += 1;
    const marker = `MXC-${tag}-${this.serial}-X`;
    this.comments.set(marker, { tag, user });
    return `Planted ${marker} comment`;
  }

  bid(user: string): string {
    this.serial += 1;
    const marker = `MXB-${this.serial}-X`;
    this.bids.set(marker, user);
    return `Bid ${marker} by the other freelancer`;
  }

  post(user: string, isPrivate: boolean): string {
    this.serial += 1;
    const marker = `MXPP-${this.serial}-X`;
    this.posts.set(marker, { user, private: isPrivate, users: [] });
    return `Post ${marker}`;
  }

  notification(owner: string): string {
    this.serial += 1;
    const marker = `MXT-${this.serial}-X`;
    this.notifications.set(marker, owner);
    return `Note ${marker}`;
  }

  /** Every leak in a response body, described; an empty list is a clean answer. */
  leaksIn(body: string, actor: Actor | null, scope: LeakScope): string[] {
    const leaks: string[] = [];
    if (body.includes('$argon2')) leaks.push('a password hash');
    for (const [tag] of body.matchAll(/MXP-[a-z]+-\d+-X/g)) {
      const project = this.projects.get(tag);
      if (!project) continue;
      // A trashed project is gone for everyone but power users, even to whoever holds its id.
      if (project.deleted && !canSeeTrashedProject(actor)) {
        leaks.push(`the title of trashed project ${tag}`);
        continue;
      }
      if (project.id === scope.projectId || scope.projectIds?.includes(project.id)) continue;
      const mayList =
        isCollab(actor, project) || canSearchEveryProject(actor) || (isContrib(actor) && !scope.listsProjects);
      if (!mayList) leaks.push(`the title of project ${tag}`);
    }
    if (!can(actor, 'seeInternalTag') && /"internal":true|"type":"internal"/.test(body)) leaks.push('an internal tag');
    for (const [marker, tag] of body.matchAll(/MXC-([a-z-]+)-\d+-X/g)) {
      const comment = this.comments.get(marker);
      if (comment && !canSeeComment(actor, { tag: tag as CommentTag, user: comment.user, isReply: false }))
        leaks.push(`comment ${marker}`);
    }
    for (const [marker] of body.matchAll(/MXB-\d+-X/g)) {
      const bidder = this.bids.get(marker);
      if (bidder && visibleBids(actor, { bids: [{ user: bidder, status: 'claimed' as const }] }).length === 0)
        leaks.push(`bid ${marker}`);
    }
    for (const [marker] of body.matchAll(/MXPP-\d+-X/g)) {
      const post = this.posts.get(marker);
      // The planted posts live in an open feed, which every contributor reads (decision 051).
      if (post && !canReadPost(actor, post, isContrib(actor))) leaks.push(`post ${marker}`);
    }
    for (const [marker] of body.matchAll(/MXT-\d+-X/g)) {
      if (this.notifications.get(marker) !== actor?._id) leaks.push(`notification ${marker} of another user`);
    }
    if (!isAdmin(actor)) {
      for (const [address] of body.matchAll(/[a-z0-9.+-]+@example\.test/gi)) {
        const owner = this.emails.get(address.toLowerCase());
        if (owner && owner !== actor?._id && !scope.sent?.toLowerCase().includes(address.toLowerCase()))
          leaks.push(`the e-mail address ${address}`);
      }
    }
    for (const [name, userId] of this.collaboratorNames) {
      if (!body.includes(name) || userId === actor?._id) continue;
      const projectsOfUser = [...this.projects.values()].filter((project) => project.collabs.includes(userId));
      if (!projectsOfUser.some((project) => canSeeCollaborators(actor, project)))
        leaks.push(`the collaborator ${name}`);
    }
    return [...new Set(leaks)];
  }
}
