import { canSignIn, displayName } from '../accounts/account';
import { normaliseEmail } from '../accounts/account-rules';
import { Accounts } from '../accounts/accounts.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { ProjectMailer } from './project-mailer.port';
import { PROJECT_MEMBERS_MAX, type ProjectShareRole } from './project-rules';
import { ownerLock } from './put-project-company';
import { TooManyProjectMembersError } from './projects.errors';
import { Projects } from './projects.port';

/**
 * The owner shares a project with a colleague's email address, as viewer or editor. The answer is the same whatever
 * the address (nobody learns whether it has an account): an approved member with that address sees the project in
 * their list and is mailed that it was shared; anyone else is mailed an invitation to apply, and sees the project once
 * approved. Sharing again with the same address changes its role without another mail; the owner's own address is
 * ignored.
 * @throws ProjectNotFoundError without access; ProjectOwnerOnlyError for anyone but the owner;
 *   TooManyProjectMembersError when a new address would be one too many.
 */
export class ShareProject {
  constructor(
    private readonly projects: Projects,
    private readonly accounts: Accounts,
    private readonly mailer: ProjectMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(actor: ProjectActor, projectId: string, input: { email: string; role: ProjectShareRole }): Promise<void> {
    const { project } = await projectFor(this.projects, projectId, actor, 'manage');
    const email = normaliseEmail(input.email);
    if (email === normaliseEmail(actor.email)) return;
    const isNew = await this.unitOfWork.run(
      async () => {
        const known = await this.projects.isSharedWith(project.id, email);
        if (!known && (await this.projects.members(project.id)).length >= PROJECT_MEMBERS_MAX) throw new TooManyProjectMembersError();
        await this.projects.share(project.id, email, input.role, this.clock.now());
        return !known;
      },
      { lock: ownerLock(project.ownerId) },
    );
    if (!isNew) return;
    const [owner, invitee] = await Promise.all([this.accounts.findById(actor.id), this.accounts.findByEmail(email)]);
    const sharedBy = owner ? displayName(owner) : actor.email;
    if (invitee && canSignIn(invitee)) {
      await this.mailer.sendShared(email, { projectName: project.name, sharedBy, role: input.role, link: `${this.appUrl}/projects/${project.id}` });
    } else {
      await this.mailer.sendInvitation(email, { projectName: project.name, sharedBy, role: input.role, signUpLink: `${this.appUrl}/signup` });
    }
  }
}
