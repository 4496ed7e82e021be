import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ProjectActor } from '../../domain/projects/project';
import { CreateProject } from '../../domain/projects/create-project.use-case';
import { DeleteProject } from '../../domain/projects/delete-project.use-case';
import { ExportProject } from '../../domain/projects/export-project.use-case';
import { GetProject } from '../../domain/projects/get-project.use-case';
import { ListProjects } from '../../domain/projects/list-projects.use-case';
import { RemoveProjectCompany } from '../../domain/projects/remove-project-company.use-case';
import { SetProjectCompany } from '../../domain/projects/set-project-company.use-case';
import { ShareProject } from '../../domain/projects/share-project.use-case';
import { UnshareProject } from '../../domain/projects/unshare-project.use-case';
import { UpdateProject } from '../../domain/projects/update-project.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  CreateProjectDto,
  ExportProjectQueryDto,
  ProjectDetailDto,
  ProjectEntryDto,
  ProjectSummaryDto,
  PutProjectCompanyDto,
  ShareProjectDto,
  UpdateProjectDto,
} from './project.dto';
import { briefChangeOf, presentEntry, presentProjectDetail, presentProjectSummary } from './project.presenter';

/** Who acts: the signed-in member's id and email. */
const actorOf = (request: Request): ProjectActor => {
  const account = signedInAccount(request)!;
  return { id: account.id, email: account.email };
};

/**
 * A member's projects (docs/matching-and-projects.md "Projects"): named workspaces with a brief and their own
 * shortlist with a status and a note per company, shared by email. Another member's project answers 404.
 */
@ApiTags('projects')
@Controller('projects')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
export class ProjectsController {
  constructor(
    private readonly listProjects: ListProjects,
    private readonly createProject: CreateProject,
    private readonly getProject: GetProject,
    private readonly updateProject: UpdateProject,
    private readonly deleteProject: DeleteProject,
    private readonly setProjectCompany: SetProjectCompany,
    private readonly removeProjectCompany: RemoveProjectCompany,
    private readonly exportProject: ExportProject,
    private readonly shareProject: ShareProject,
    private readonly unshareProject: UnshareProject,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'My projects and those shared with me, the most recently used first' })
  @ApiOkResponse({ type: [ProjectSummaryDto] })
  async list(@Req() request: Request): Promise<ProjectSummaryDto[]> {
    return (await this.listProjects.execute(actorOf(request))).map(presentProjectSummary);
  }

  @Post()
  @ApiOperation({ summary: 'Create a project (at most 50 a member)' })
  @ApiCreatedResponse({ type: ProjectDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The member already has 50 projects' })
  async create(@Body() body: CreateProjectDto, @Req() request: Request): Promise<ProjectDetailDto> {
    const actor = actorOf(request);
    const id = await this.createProject.execute(actor, { name: body.name, brief: briefChangeOf(body.brief) });
    return presentProjectDetail(await this.getProject.execute(actor, id));
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'A project with its companies (and, for its owner, who it is shared with)' })
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async get(@Param('id') id: string, @Req() request: Request): Promise<ProjectDetailDto> {
    return presentProjectDetail(await this.getProject.execute(actorOf(request), id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a project or change its brief (owner only)' })
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Shared with the member, who is not its owner' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async update(@Param('id') id: string, @Body() body: UpdateProjectDto, @Req() request: Request): Promise<ProjectDetailDto> {
    const actor = actorOf(request);
    await this.updateProject.execute(actor, id, { name: body.name, brief: briefChangeOf(body.brief) });
    return presentProjectDetail(await this.getProject.execute(actor, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a project with its companies, notes and shares (owner only)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async remove(@Param('id') id: string, @Req() request: Request): Promise<void> {
    await this.deleteProject.execute(actorOf(request), id);
  }

  @Put(':id/companies/:companyId')
  @ApiOperation({ summary: 'Add a company to a project, or change its status or note (owner and editors; at most 50 companies)' })
  @ApiOkResponse({ type: ProjectEntryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'A viewer' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such project for the member, or no such company' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The project already holds 50 companies' })
  async putCompany(
    @Param('id') id: string,
    @Param('companyId') companyId: string,
    @Body() body: PutProjectCompanyDto,
    @Req() request: Request,
  ): Promise<ProjectEntryDto> {
    const note = body.note === undefined ? undefined : body.note === null || body.note.trim() === '' ? null : body.note.trim();
    return presentEntry(await this.setProjectCompany.execute(actorOf(request), id, companyId, { status: body.status, note }));
  }

  @Delete(':id/companies/:companyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a company from a project (owner and editors)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async removeCompany(@Param('id') id: string, @Param('companyId') companyId: string, @Req() request: Request): Promise<void> {
    await this.removeProjectCompany.execute(actorOf(request), id, companyId);
  }

  @Get(':id/export')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    summary: 'Download a project as CSV or PDF',
    description:
      'The shortlist export’s columns plus Status and Note, one row per company. The CSV is the header row then the rows, nothing before; the PDF adds the title, date and how the scores are computed.',
  })
  @ApiProduces('text/csv', 'application/pdf')
  @ApiOkResponse({ description: 'The file (Content-Disposition: attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async export(
    @Param('id') id: string,
    @Query() query: ExportProjectQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.exportProject.execute(actorOf(request), id, query.format);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(Buffer.from(file.body));
  }

  @Post(':id/members')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Share a project with a colleague by email, as viewer or editor (owner only)',
    description: 'The answer is 202 whatever the address: an approved member with it sees the project in their list and is mailed; anyone else is invited to apply.',
  })
  @ApiAcceptedResponse({ description: 'Shared (or invited)' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already shared with 25 people' })
  async share(@Param('id') id: string, @Body() body: ShareProjectDto, @Req() request: Request): Promise<void> {
    await this.shareProject.execute(actorOf(request), id, { email: body.email, role: body.role });
  }

  @Delete(':id/members/:memberId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop sharing a project with someone (owner only)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async unshare(@Param('id') id: string, @Param('memberId') memberId: string, @Req() request: Request): Promise<void> {
    await this.unshareProject.execute(actorOf(request), id, memberId);
  }
}
