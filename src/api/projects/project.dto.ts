import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  THERAPEUTIC_AREAS,
  type DevelopmentPhase,
  type MoleculeType,
  type Region,
  type TherapeuticArea,
} from '../../domain/directory/taxonomy';
import {
  MATCH_MESSAGES,
  PROJECT_BUDGETS,
  PROJECT_SCALES,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type ProjectBudget,
  type ProjectScale,
  type ProjectTimeline,
  type ProjectType,
} from '../../domain/matching/project-requirements';
import {
  PROJECT_COMPANY_STATUSES,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NOTE_MAX_LENGTH,
  PROJECT_SHARE_ROLES,
  type ProjectCompanyStatus,
  type ProjectRole,
  type ProjectShareRole,
} from '../../domain/projects/project-rules';
import { SHORTLIST_EXPORT_FORMATS, type ShortlistExportFormat } from '../../domain/shortlist/shortlist-rules';
import { CompanyCardDto } from '../companies/company.dto';
import { EmailField, trimText } from '../http/field-decorators';

/** An optional enumeration value of a brief: absent keeps, null clears, anything else is refused. */
function BriefChoice(values: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: values, nullable: true })(target, key);
    IsIn(values as string[], { message })(target, key);
    IsOptional()(target, key);
  };
}

/** An optional importance 1-5 of a brief. */
function BriefWeight(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Number, minimum: WEIGHT_MIN, maximum: WEIGHT_MAX, nullable: true })(target, key);
    Max(WEIGHT_MAX, { message: MATCH_MESSAGES.weight })(target, key);
    Min(WEIGHT_MIN, { message: MATCH_MESSAGES.weight })(target, key);
    IsInt({ message: MATCH_MESSAGES.weight })(target, key);
    IsOptional()(target, key);
  };
}

/** An optional calendar date YYYY-MM-DD of a brief. */
function BriefDate(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2027-03-01' })(target, key);
    IsDateString({ strict: true }, { message: PROJECT_MESSAGES.date })(target, key);
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: PROJECT_MESSAGES.date })(target, key);
    IsOptional()(target, key);
  };
}

/**
 * A project's brief: the match requirement's fields, a description, a budget band and planned dates, each optional.
 * In a change, an absent field keeps its value and null clears it.
 */
export class ProjectBriefDto {
  @BriefChoice(PROJECT_TYPES, MATCH_MESSAGES.projectType) projectType?: ProjectType | null;
  @BriefChoice(PROJECT_TIMELINES, MATCH_MESSAGES.timeline) timeline?: ProjectTimeline | null;
  @BriefChoice(PROJECT_BUDGETS, MATCH_MESSAGES.budget) budget?: ProjectBudget | null;
  @BriefChoice(THERAPEUTIC_AREAS, MATCH_MESSAGES.therapeuticArea) therapeuticArea?: TherapeuticArea | null;
  @BriefChoice(REGIONS, MATCH_MESSAGES.geography) geography?: Region | null;
  @BriefChoice(MOLECULE_TYPES, MATCH_MESSAGES.moleculeType) moleculeType?: MoleculeType | null;
  @BriefChoice(DEVELOPMENT_PHASES, MATCH_MESSAGES.developmentPhase) developmentPhase?: DevelopmentPhase | null;
  @BriefChoice(PROJECT_SCALES, MATCH_MESSAGES.scale) scale?: ProjectScale | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'Leave out companies with an FDA warning letter in the coverage (the match option)' })
  @IsOptional()
  @IsBoolean({ message: PROJECT_MESSAGES.excludeFdaWarningLetters })
  excludeFdaWarningLetters?: boolean | null;

  @BriefWeight() technicalExpertiseWeight?: number | null;
  @BriefWeight() projectManagementWeight?: number | null;
  @BriefWeight() communicationWeight?: number | null;
  @BriefWeight() timelineWeight?: number | null;
  @BriefWeight() pricingWeight?: number | null;
  @BriefWeight() changeOrdersWeight?: number | null;
  @BriefWeight() contractNegotiationWeight?: number | null;
  @BriefWeight() regulatoryComplianceWeight?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROJECT_DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @MaxLength(PROJECT_DESCRIPTION_MAX_LENGTH, { message: PROJECT_MESSAGES.description })
  @IsString({ message: PROJECT_MESSAGES.description })
  description?: string | null;

  @BriefDate() startDate?: string | null;
  @BriefDate() endDate?: string | null;
}

/** `POST /api/projects`. */
export class CreateProjectDto {
  @ApiProperty({ maxLength: PROJECT_NAME_MAX_LENGTH, example: 'Phase II NSCLC CRO selection' })
  @Transform(trimText)
  @MaxLength(PROJECT_NAME_MAX_LENGTH, { message: PROJECT_MESSAGES.name })
  @IsNotEmpty({ message: PROJECT_MESSAGES.name })
  @IsString({ message: PROJECT_MESSAGES.name })
  name!: string;

  @ApiPropertyOptional({ type: ProjectBriefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProjectBriefDto)
  brief?: ProjectBriefDto;
}

/** `PATCH /api/projects/{id}`: the fields given change (the brief's field by field). */
export class UpdateProjectDto {
  @ApiPropertyOptional({ maxLength: PROJECT_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trimText)
  @MaxLength(PROJECT_NAME_MAX_LENGTH, { message: PROJECT_MESSAGES.name })
  @IsNotEmpty({ message: PROJECT_MESSAGES.name })
  @IsString({ message: PROJECT_MESSAGES.name })
  name?: string;

  @ApiPropertyOptional({ type: ProjectBriefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProjectBriefDto)
  brief?: ProjectBriefDto;
}

/** `PUT /api/projects/{id}/companies/{companyId}`: a new company takes `considering` unless told; an existing one changes the fields given. */
export class PutProjectCompanyDto {
  @ApiPropertyOptional({ enum: PROJECT_COMPANY_STATUSES, description: 'A company new to the project takes considering when none is given' })
  @IsOptional()
  @IsIn(PROJECT_COMPANY_STATUSES as unknown as string[], { message: PROJECT_MESSAGES.status })
  status?: ProjectCompanyStatus;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROJECT_NOTE_MAX_LENGTH, description: 'The team’s note; null or blank clears it' })
  @IsOptional()
  @MaxLength(PROJECT_NOTE_MAX_LENGTH, { message: PROJECT_MESSAGES.note })
  @IsString({ message: PROJECT_MESSAGES.note })
  note?: string | null;
}

/** `POST /api/projects/{id}/members`. */
export class ShareProjectDto {
  @ApiProperty({ example: 'colleague@pharma.example' })
  @EmailField(PROJECT_MESSAGES.email)
  email!: string;

  @ApiProperty({ enum: PROJECT_SHARE_ROLES })
  @IsIn(PROJECT_SHARE_ROLES as unknown as string[], { message: PROJECT_MESSAGES.role })
  role!: ProjectShareRole;
}

/** `GET /api/projects/{id}/export`. */
export class ExportProjectQueryDto {
  @ApiProperty({ enum: SHORTLIST_EXPORT_FORMATS })
  @IsIn(SHORTLIST_EXPORT_FORMATS as unknown as string[], { message: PROJECT_MESSAGES.format })
  format!: ShortlistExportFormat;
}

/** A brief as stored: every field, null where not given. */
export class ProjectBriefViewDto {
  @ApiProperty({ enum: PROJECT_TYPES, nullable: true }) projectType!: ProjectType | null;
  @ApiProperty({ enum: PROJECT_TIMELINES, nullable: true }) timeline!: ProjectTimeline | null;
  @ApiProperty({ enum: PROJECT_BUDGETS, nullable: true }) budget!: ProjectBudget | null;
  @ApiProperty({ enum: THERAPEUTIC_AREAS, nullable: true }) therapeuticArea!: TherapeuticArea | null;
  @ApiProperty({ enum: REGIONS, nullable: true }) geography!: Region | null;
  @ApiProperty({ enum: MOLECULE_TYPES, nullable: true }) moleculeType!: MoleculeType | null;
  @ApiProperty({ enum: DEVELOPMENT_PHASES, nullable: true }) developmentPhase!: DevelopmentPhase | null;
  @ApiProperty({ enum: PROJECT_SCALES, nullable: true }) scale!: ProjectScale | null;
  @ApiProperty({ type: Boolean, nullable: true }) excludeFdaWarningLetters!: boolean | null;
  @ApiProperty({ type: Number, nullable: true }) technicalExpertiseWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) projectManagementWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) communicationWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) timelineWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) pricingWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) changeOrdersWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) contractNegotiationWeight!: number | null;
  @ApiProperty({ type: Number, nullable: true }) regulatoryComplianceWeight!: number | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) endDate!: string | null;
}

/** A project in a member's list. */
export class ProjectSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The member’s default project, "My shortlist", which /api/shortlist reads and writes' }) isDefault!: boolean;
  @ApiProperty({ enum: ['owner', 'viewer', 'editor'] }) role!: ProjectRole;
  @ApiProperty({ description: 'Who owns it: their name, or their email when they gave none' }) ownerName!: string;
  @ApiProperty() companyCount!: number;
  @ApiProperty({ type: ProjectBriefViewDto }) brief!: ProjectBriefViewDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When a company was last added or changed in it' }) lastUsedAt!: string;
}

/** One company of a project: its directory card, status and note. */
export class ProjectCompanyDto {
  @ApiProperty({ type: CompanyCardDto }) company!: CompanyCardDto;
  @ApiProperty({ enum: PROJECT_COMPANY_STATUSES }) status!: ProjectCompanyStatus;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

/** One company's entry, as a change answers it. */
export class ProjectEntryDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ enum: PROJECT_COMPANY_STATUSES }) status!: ProjectCompanyStatus;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

/** Someone a project is shared with. */
export class ProjectMemberDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: PROJECT_SHARE_ROLES }) role!: ProjectShareRole;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** A project as a member with access sees it; `members` is filled for its owner only. */
export class ProjectDetailDto extends ProjectSummaryDto {
  @ApiProperty({ type: [ProjectCompanyDto] }) companies!: ProjectCompanyDto[];
  @ApiProperty({ type: [ProjectMemberDto], description: 'Who it is shared with (its owner only; empty for others)' }) members!: ProjectMemberDto[];
}
