import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetScoringMethodology } from '../../domain/reviews/get-scoring-methodology.use-case';
import { DIRECTORY_KEY } from '../../domain/directory/public-read-keys';
import { PublicAnswer } from '../http/public-answer.interceptor';
import { ScoringMethodologyDto } from './company.dto';
import { Public } from '../auth/access';

/** The figures behind every score, public so anyone can recompute a rankScore (docs/directory.md). */
@ApiTags('companies')
@Public()
@Controller('methodology')
export class MethodologyController {
  constructor(private readonly getScoringMethodology: GetScoringMethodology) {}

  @Get()
  @PublicAnswer(DIRECTORY_KEY)
  @ApiOperation({
    summary: 'The scoring methodology',
    description:
      'rankScore = (C·m + n·avg) / (C + n): C the prior weight, m the platform mean of the dimension, n the ratings behind the average (ratingCounts), avg the raw average. Category sorts and match scores use the same formula per category.',
  })
  @ApiOkResponse({ type: ScoringMethodologyDto })
  methodology(): Promise<ScoringMethodologyDto> {
    return this.getScoringMethodology.execute();
  }
}
