import { Body, Controller, Get, Header, Param, Post, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { GetSubmissionDocument } from '../../domain/company-submissions/get-submission-document.use-case';
import { ListPendingSubmissions } from '../../domain/company-submissions/list-pending-submissions.use-case';
import { MergeCompanySubmission } from '../../domain/company-submissions/merge-company-submission.use-case';
import { ModerateCompanySubmission } from '../../domain/company-submissions/moderate-company-submission.use-case';
import { DOCUMENT_TYPES } from '../../domain/company-submissions/submission-rules';
import { AdminGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  AdminCompanySubmissionDto,
  MergeCompanySubmissionDto,
  ModerateCompanySubmissionDto,
  SubmissionMergedDto,
  SubmissionModerationResultDto,
} from './company-submission.dto';
import { presentAdminSubmission } from './company-submission.presenter';
import { ApiModeration, ApiQueue, presentQueue, queuePageOf, QueuePageQueryDto } from '../moderation/moderation-queue';

/** The admin's Company Submissions tab: pending submissions, their documents, decisions. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminCompanySubmissionsController {
  constructor(
    private readonly listPending: ListPendingSubmissions,
    private readonly moderate: ModerateCompanySubmission,
    private readonly getDocument: GetSubmissionDocument,
    private readonly merge: MergeCompanySubmission,
  ) {}

  @Get('company-submissions')
  @ApiQueue('Pending company submissions (people and discovery), oldest first, with possible duplicates', AdminCompanySubmissionDto)
  async list(@Query() query: QueuePageQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminCompanySubmissionDto[]> {
    return presentQueue(response, await this.listPending.execute(queuePageOf(query)), presentAdminSubmission);
  }

  @Get('company-submissions/:id/document')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Download a submission's verification document (as an attachment)" })
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  @ApiOkResponse({ description: 'The document', schema: { type: 'string', format: 'binary' } })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Unknown submission or no document' })
  async document(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const document = await this.getDocument.execute(id);
    const { contentType, extension } = DOCUMENT_TYPES[document.type];
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Disposition', `attachment; filename="verification-document-${id}.${extension}"`);
    return new StreamableFile(Buffer.from(document.bytes));
  }

  @Post('moderate-company-submission')
  @ApiModeration(
    'Approve (lists the company, releases held reviews) or reject a submission; mails the submitter',
    SubmissionModerationResultDto,
    'Already decided, name already listed, or incomplete',
  )
  async decide(@Body() body: ModerateCompanySubmissionDto, @Req() request: Request): Promise<SubmissionModerationResultDto> {
    const { submissionId, ...decision } = body;
    const result = await this.moderate.execute(signedInAccount(request)!.id, { ...decision, id: submissionId });
    return { id: result.id, status: result.status };
  }

  @Post('merge-company-submission')
  @ApiModeration(
    'Close a proposal as a duplicate of a listed company; the reviews held for it enter moderation for that company; mails the submitter',
    SubmissionMergedDto,
  )
  async mergeSubmission(@Body() body: MergeCompanySubmissionDto, @Req() request: Request): Promise<SubmissionMergedDto> {
    return this.merge.execute(signedInAccount(request)!.id, body);
  }
}
