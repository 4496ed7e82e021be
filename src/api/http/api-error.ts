import { HttpException, HttpStatus } from '@nestjs/common';

/** The error body of every /api endpoint (docs/api-contract.md#errors-and-validation). `errors` appears only on validation errors. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: Record<string, string>;
}

/** A 400 carrying one message per invalid field; `message` is the first of them. */
export class ValidationFailedException extends HttpException {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? 'Invalid request', HttpStatus.BAD_REQUEST);
  }
}
