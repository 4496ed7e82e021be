import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The error body of every endpoint (DECISIONS §2). */
export class ApiErrorDto {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'type must be one of: CRO, CMO, CDMO, CRDMO' }) message!: string;
  @ApiProperty({ example: 'Bad Request' }) error!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Validation errors by field' })
  errors?: Record<string, string>;
}
