import type { DevelopmentPhase, MoleculeType, Region, TherapeuticArea } from '../directory/taxonomy';
import type { MatchWeights, ProjectBudget, ProjectScale, ProjectTimeline, ProjectType } from '../matching/project-requirements';
import type { ProjectCompanyStatus, ProjectRole, ProjectShareRole } from './project-rules';

/**
 * What a project is about: the fields of a match requirement (all optional here), a description, a budget band and
 * the planned dates (YYYY-MM-DD). Null where not given.
 */
export interface ProjectBrief {
  projectType: ProjectType | null;
  timeline: ProjectTimeline | null;
  budget: ProjectBudget | null;
  therapeuticArea: TherapeuticArea | null;
  geography: Region | null;
  moleculeType: MoleculeType | null;
  developmentPhase: DevelopmentPhase | null;
  scale: ProjectScale | null;
  /** Leave out companies with an FDA warning letter in the regulatory record's coverage, as the match option; null when not set. */
  excludeFdaWarningLetters: boolean | null;
  /** Importance 1-5 per rating category, as on the match form; null until set. */
  weights: MatchWeights | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** A brief with nothing in it. */
export const EMPTY_BRIEF: ProjectBrief = {
  projectType: null,
  timeline: null,
  budget: null,
  therapeuticArea: null,
  geography: null,
  moleculeType: null,
  developmentPhase: null,
  scale: null,
  excludeFdaWarningLetters: null,
  weights: null,
  description: null,
  startDate: null,
  endDate: null,
};

/** A change to a brief: the fields given replace the stored ones (null clears one); the others stay. */
export type BriefChange = Partial<ProjectBrief>;

/** The brief after a change. */
export function changedBrief(brief: ProjectBrief, change: BriefChange): ProjectBrief {
  const next = { ...brief };
  for (const key of Object.keys(EMPTY_BRIEF) as (keyof ProjectBrief)[]) {
    if (change[key] !== undefined) (next as Record<string, unknown>)[key] = change[key];
  }
  return next;
}

/** A brief as stored, whatever shape an older row has: every field present, unknown ones dropped. */
export function briefOf(stored: Partial<ProjectBrief> | null | undefined): ProjectBrief {
  return changedBrief(EMPTY_BRIEF, stored ?? {});
}

/** A project's own row: who owns it, its name and brief, whether it is the owner's default ("My shortlist"). */
export interface ProjectRecordView {
  id: string;
  ownerId: string;
  /** The owner's name as colleagues read it (their email when they gave no name). */
  ownerName: string;
  name: string;
  isDefault: boolean;
  brief: ProjectBrief;
  createdAt: Date;
  updatedAt: Date;
  /** When a company was last added or changed in it. */
  lastUsedAt: Date;
}

/** A project in a member's list. */
export interface ProjectSummary extends ProjectRecordView {
  role: ProjectRole;
  companyCount: number;
}

/** One company of a project: its status and note. */
export interface ProjectEntry {
  companyId: string;
  status: ProjectCompanyStatus;
  note: string | null;
  addedAt: Date;
  updatedAt: Date;
}

/** A person a project is shared with, by the email address the owner gave. */
export interface ProjectMember {
  id: string;
  email: string;
  role: ProjectShareRole;
  createdAt: Date;
}

/** Who acts on a project: the signed-in member's id and email (a share names an email). */
export interface ProjectActor {
  id: string;
  email: string;
}
