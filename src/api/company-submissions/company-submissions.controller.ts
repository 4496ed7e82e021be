import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AttachSubmissionDocument } from '../../domain/company-submissions/attach-submission-document.use-case';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { SUBMISSION_ANSWERS } from '../../domain/company-submissions/submission-rules';
import { FindPossibleDuplicates } from '../../domain/company-submissions/possible-duplicates';
import { SubmitCompany } from '../../domain/company-submissions/submit-company.use-case';
import { signedInAccount, SignedInGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import { DocumentUploadedDto, PossibleDuplicateDto, PossibleDuplicatesQueryDto, SubmissionCreatedDto, SubmitCompanyDto } from './company-submission.dto';
import { presentSubmissionSummary } from './company-submission.presenter';
import { DocumentUploadInterceptor } from './document-upload.interceptor';

/** The part of a multer file the upload reads. */
interface UploadedDocument {
  buffer: Buffer;
}

/** Members propose companies for the directory (docs/screens.md#submit-company). */
@ApiTags('company-submissions')
@Controller('company-submissions')
@UseGuards(SignedInGuard)
export class CompanySubmissionsController {
  constructor(
    private readonly submitCompany: SubmitCompany,
    private readonly attachDocument: AttachSubmissionDocument,
    private readonly limits: RequestLimits,
    private readonly findPossibleDuplicates: FindPossibleDuplicates,
  ) {}

  @Get('possible-duplicates')
  @ApiOperation({
    summary: 'Listed companies that look like the one being proposed',
    description: 'Same normalised name, or the same website domain (the admin queue’s possible-duplicates rule). Empty when nothing was typed.',
  })
  @ApiOkResponse({ type: [PossibleDuplicateDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async possibleDuplicates(@Query() query: PossibleDuplicatesQueryDto): Promise<PossibleDuplicateDto[]> {
    return this.findPossibleDuplicates.execute({ name: query.name ?? '', website: query.website ?? null });
  }

  @Post()
  @ApiOperation({ summary: 'Submit a company for the directory; it waits for an admin (pending)' })
  @ApiCreatedResponse({ type: SubmissionCreatedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More than 10 submissions in 24 hours (Retry-After in seconds)' })
  async create(@Body() body: SubmitCompanyDto, @Req() request: Request): Promise<SubmissionCreatedDto> {
    const member = signedInAccount(request)!;
    await this.limits.consume('companySubmissionsPerMember', member.id, SUBMISSION_ANSWERS.tooManySubmissions);
    return { submission: presentSubmissionSummary(await this.submitCompany.execute(member, body)) };
  }

  @Post(':id/document')
  @HttpCode(201)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiOperation({
    summary: 'Attach the verification document (PDF, JPG or PNG, up to 10 MB, checked by content); submitter only',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['document'], properties: { document: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: DocumentUploadedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'No file in the `document` field' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not the submitter' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already decided' })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: 'Over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ApiErrorDto, description: 'Not a PDF, JPG or PNG by content' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More than 20 uploads in an hour (Retry-After in seconds)' })
  async document(@Param('id') id: string, @UploadedFile() file: UploadedDocument | undefined, @Req() request: Request): Promise<DocumentUploadedDto> {
    const member = signedInAccount(request)!;
    await this.limits.consume('submissionDocumentsPerMember', member.id, SUBMISSION_ANSWERS.tooManyUploads);
    return this.attachDocument.execute(member, id, file?.buffer ?? null);
  }
}
