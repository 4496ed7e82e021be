import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The error body of every endpoint (docs/api-contract.md#errors-and-validation). */
export class ApiErrorDto {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'type must be one of: CRO, CMO, CDMO, CRDMO' }) message!: string;
  @ApiProperty({ example: 'Bad Request' }) error!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Validation errors by field' })
  errors?: Record<string, string>;
}

/** A refused sign-in with the right password (403): the error body plus why (docs/accounts.md). */
export class SignInRefusedDto extends ApiErrorDto {
  @ApiProperty({
    enum: ['email_unconfirmed', 'pending_review', 'rejected', 'suspended'],
    description:
      'email_unconfirmed: the confirmation link was never opened (a new one can be asked for); pending_review: an admin has yet to decide; rejected: not approved; suspended: an admin suspended the account',
  })
  reason!: 'email_unconfirmed' | 'pending_review' | 'rejected' | 'suspended';
}
