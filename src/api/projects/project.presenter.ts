import type { BriefChange, ProjectBrief, ProjectEntry, ProjectMember, ProjectSummary } from '../../domain/projects/project';
import type { ProjectDetail } from '../../domain/projects/project-detail';
import { WEIGHT_DEFAULT, WEIGHT_FIELDS, type MatchWeights } from '../../domain/matching/project-requirements';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { presentCompanyCard } from '../companies/company.presenter';
import type { ProjectBriefDto, ProjectBriefViewDto, ProjectDetailDto, ProjectEntryDto, ProjectMemberDto, ProjectSummaryDto } from './project.dto';

/** The brief change a request states: absent fields keep, null clears; any weight given sets all eight (3 where not given). */
export function briefChangeOf(dto: ProjectBriefDto | undefined): BriefChange {
  if (!dto) return {};
  const change: BriefChange = {};
  for (const key of [
    'projectType',
    'timeline',
    'budget',
    'therapeuticArea',
    'geography',
    'moleculeType',
    'developmentPhase',
    'scale',
    'excludeFdaWarningLetters',
    'startDate',
    'endDate',
  ] as const) {
    if (dto[key] !== undefined) (change as Record<string, unknown>)[key] = dto[key];
  }
  if (dto.description !== undefined) change.description = dto.description === null || dto.description.trim() === '' ? null : dto.description.trim();
  const given = RATING_CATEGORIES.filter((category) => dto[WEIGHT_FIELDS[category]] !== undefined);
  if (given.length > 0) {
    const allCleared = given.every((category) => dto[WEIGHT_FIELDS[category]] === null);
    change.weights = allCleared
      ? null
      : (Object.fromEntries(RATING_CATEGORIES.map((category) => [category, dto[WEIGHT_FIELDS[category]] ?? WEIGHT_DEFAULT])) as MatchWeights);
  }
  return change;
}

/** A brief, every field, the weights flat as on the match form. */
export function presentBrief(brief: ProjectBrief): ProjectBriefViewDto {
  const weights = Object.fromEntries(RATING_CATEGORIES.map((category) => [WEIGHT_FIELDS[category], brief.weights ? brief.weights[category] : null]));
  return {
    projectType: brief.projectType,
    timeline: brief.timeline,
    budget: brief.budget,
    therapeuticArea: brief.therapeuticArea,
    geography: brief.geography,
    moleculeType: brief.moleculeType,
    developmentPhase: brief.developmentPhase,
    scale: brief.scale,
    excludeFdaWarningLetters: brief.excludeFdaWarningLetters ?? null,
    ...weights,
    description: brief.description,
    startDate: brief.startDate,
    endDate: brief.endDate,
  } as ProjectBriefViewDto;
}

/** A project in a list. */
export function presentProjectSummary(project: ProjectSummary): ProjectSummaryDto {
  return {
    id: project.id,
    name: project.name,
    isDefault: project.isDefault,
    role: project.role,
    ownerName: project.ownerName,
    companyCount: project.companyCount,
    brief: presentBrief(project.brief),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    lastUsedAt: project.lastUsedAt.toISOString(),
  };
}

/** One entry. */
export function presentEntry(entry: ProjectEntry): ProjectEntryDto {
  return { companyId: entry.companyId, status: entry.status, note: entry.note, addedAt: entry.addedAt.toISOString(), updatedAt: entry.updatedAt.toISOString() };
}

function presentMember(member: ProjectMember): ProjectMemberDto {
  return { id: member.id, email: member.email, role: member.role, createdAt: member.createdAt.toISOString() };
}

/** A project in full, as the member's role lets them see it. */
export function presentProjectDetail(detail: ProjectDetail): ProjectDetailDto {
  return {
    ...presentProjectSummary({ ...detail.project, role: detail.role, companyCount: detail.companies.length }),
    companies: detail.companies.map(({ company, entry }) => ({
      company: presentCompanyCard(company),
      status: entry.status,
      note: entry.note,
      addedAt: entry.addedAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    })),
    members: detail.role === 'owner' ? detail.members.map(presentMember) : [],
  };
}
