import type { ProjectShareRole } from './project-rules';

/**
 * The mails sharing sends. An approved member is told the project is in their list; anyone else is invited to apply.
 * Neither says anything about other people the project is shared with.
 */
export abstract class ProjectMailer {
  abstract sendShared(to: string, share: { projectName: string; sharedBy: string; role: ProjectShareRole; link: string }): Promise<void>;
  abstract sendInvitation(to: string, share: { projectName: string; sharedBy: string; role: ProjectShareRole; signUpLink: string }): Promise<void>;
}
