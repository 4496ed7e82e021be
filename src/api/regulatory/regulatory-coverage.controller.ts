import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DIRECTORY_KEY } from '../../domain/directory/public-read-keys';
import { GetRegulatoryCoverage } from '../../domain/regulatory/get-regulatory-coverage.use-case';
import { Public } from '../auth/access';
import { CoverageWindowDto } from '../companies/company-evidence.dto';
import { PublicAnswer } from '../http/public-answer.interceptor';

/** The windows the regulatory record covers. */
export class RegulatoryCoverageDto {
  @ApiProperty({ type: [CoverageWindowDto], description: 'One window per source; empty before any listing was loaded' }) coverage!: CoverageWindowDto[];
}

/** The regulatory record's coverage, public: the window the warning-letter filter and matching option speak of. */
@ApiTags('companies')
@Public()
@Controller('regulatory-coverage')
export class RegulatoryCoverageController {
  constructor(private readonly getCoverage: GetRegulatoryCoverage) {}

  @Get()
  @PublicAnswer(DIRECTORY_KEY)
  @ApiOperation({
    summary: "The regulatory record's coverage",
    description:
      'The windows of FDA warning letters the record covers: what fdaWarningLetters (GET /api/companies) and excludeFdaWarningLetters (POST /api/project-matches) count within.',
  })
  @ApiOkResponse({ type: RegulatoryCoverageDto })
  async coverage(): Promise<RegulatoryCoverageDto> {
    return { coverage: await this.getCoverage.execute() };
  }
}
