import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SHORTLIST_EXPORT_FORMATS, SHORTLIST_MESSAGES, type ShortlistExportFormat } from '../../domain/shortlist/shortlist-rules';

/** Query of `GET /api/shortlist/export` (docs/deciding.md). */
export class ExportShortlistQueryDto {
  @ApiProperty({ enum: SHORTLIST_EXPORT_FORMATS })
  @IsIn(SHORTLIST_EXPORT_FORMATS, { message: SHORTLIST_MESSAGES.format })
  format!: ShortlistExportFormat;
}
