import { Injectable } from '@nestjs/common';
import { ProjectMailer } from '../../domain/projects/project-mailer.port';
import type { ProjectShareRole } from '../../domain/projects/project-rules';
import { renderMail, type RenderedMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

const ROLE_WORDS: Record<ProjectShareRole, string> = {
  viewer: 'You can read it: its brief, its companies, their status and the team’s notes.',
  editor: 'You can read it and change its companies, their status and the team’s notes.',
};

/** Mail telling an approved member a project is now in their list. */
export function projectSharedMail(share: { projectName: string; sharedBy: string; role: ProjectShareRole; link: string }): RenderedMail {
  return renderMail(`${share.sharedBy} shared a project with you on BioVetted`, {
    heading: share.projectName,
    paragraphs: [`${share.sharedBy} shared the project “${share.projectName}” with you.`, ROLE_WORDS[share.role], 'It is in My projects when you sign in.'],
    action: { label: 'Open the project', url: share.link },
  });
}

/** Mail inviting an address without an approved account to apply; it says nothing of whether an account exists. */
export function projectInvitationMail(share: { projectName: string; sharedBy: string; role: ProjectShareRole; signUpLink: string }): RenderedMail {
  return renderMail(`${share.sharedBy} invited you to a project on BioVetted`, {
    heading: share.projectName,
    paragraphs: [
      `${share.sharedBy} would like to share the project “${share.projectName}” with you on BioVetted, where biotech and pharma professionals review and compare CROs, CMOs and CDMOs.`,
      ROLE_WORDS[share.role],
      'BioVetted is for verified industry professionals: apply with this address, and the project appears in My projects once your application is approved. If you already have an approved account under this address, sign in instead.',
    ],
    action: { label: 'Apply to BioVetted', url: share.signUpLink },
  });
}

/** Project mail through the same queue, retries and outbox as the account mail. */
@Injectable()
export class NodemailerProjectMailer extends ProjectMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendShared(to: string, share: { projectName: string; sharedBy: string; role: ProjectShareRole; link: string }): Promise<void> {
    return this.mail.sendRendered(to, projectSharedMail(share));
  }

  sendInvitation(to: string, share: { projectName: string; sharedBy: string; role: ProjectShareRole; signUpLink: string }): Promise<void> {
    return this.mail.sendRendered(to, projectInvitationMail(share));
  }
}
