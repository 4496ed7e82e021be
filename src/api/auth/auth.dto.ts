import { ModerationDecisionDto } from '../moderation/moderation-queue';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  EMAIL_PATTERN,
  LINKEDIN_URL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
} from '../../domain/accounts/account-rules';
import { RETURN_TO_MAX_LENGTH, safeReturnPath } from '../../domain/accounts/return-to';
import { EmailField, trimText } from '../http/field-decorators';

const emptyAsAbsent = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/*
 * class-validator checks a property's constraints in the order they are registered and, with
 * stopAtFirstError, reports the first failure. Stacked decorators register bottom-up, so in this file
 * the presence and type checks stand at the bottom of each stack, and the helpers register them first.
 */

/** A required profile text (name, company, job title) with its spec message. */
function RequiredText(message: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimText)(target, key);
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(PROFILE_TEXT_MAX_LENGTH, { message: ACCOUNT_MESSAGES.tooLong })(target, key);
  };
}

/** A required password of any length up to the maximum (sign-in: the rules apply at sign-up). */
function RequiredPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: ACCOUNT_MESSAGES.passwordRequired })(target, key);
    IsNotEmpty({ message: ACCOUNT_MESSAGES.passwordRequired })(target, key);
    MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })(target, key);
  };
}

/** A LinkedIn profile URL, or empty (spec: "valid URL or empty"). */
function OptionalLinkedinUrl(): PropertyDecorator {
  return (target, key) => {
    Transform(emptyAsAbsent)(target, key);
    IsOptional()(target, key);
    IsString({ message: ACCOUNT_MESSAGES.linkedinProfile })(target, key);
    MaxLength(500, { message: ACCOUNT_MESSAGES.linkedinProfile })(target, key);
    Matches(LINKEDIN_URL_PATTERN, { message: ACCOUNT_MESSAGES.linkedinProfile })(target, key);
  };
}

/**
 * An optional page of this site to return to after signing in (`/companies?therapeuticAreas=Oncology`): kept
 * when safeReturnPath accepts it, silently dropped otherwise (another origin, `//host`, `/\\host`, escapes of them).
 */
function ReturnToField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      maxLength: RETURN_TO_MAX_LENGTH,
      example: '/companies?therapeuticAreas=Oncology',
      description: 'A path of this site to return to after the first sign-in; anything else is ignored',
    }),
    Transform(({ value }) => safeReturnPath(value) ?? undefined),
    IsOptional(),
  );
}

/** Sign-up payload (docs/directory.md#company-fields, docs/api-contract.md#form-rules). */
export class SignUpDto {
  @ApiProperty({ example: 'jane.doe@pfizer.com' }) @EmailField(ACCOUNT_MESSAGES.email) email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })
  @IsString({ message: ACCOUNT_MESSAGES.passwordTooShort })
  password!: string;

  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.firstName) firstName!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.lastName) lastName!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.company) company!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.jobTitle) jobTitle!: string;

  @ApiPropertyOptional({ example: 'https://www.linkedin.com/in/jane-doe' }) @OptionalLinkedinUrl() linkedinProfile?: string;

  @ReturnToField() returnTo?: string;
}

/** Sign-in payload (docs/api-contract.md#form-rules). */
export class SignInDto {
  @ApiProperty() @EmailField(ACCOUNT_MESSAGES.email) email!: string;

  @ApiProperty() @RequiredPassword() password!: string;
}

/** Admin sign-in: the password is required too (docs/accounts.md#roles-and-admin-accounts deviation). */
export class AdminSignInDto {
  @ApiProperty()
  @Transform(trimText)
  @Matches(EMAIL_PATTERN, { message: ACCOUNT_MESSAGES.email })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.adminEmail })
  @IsString({ message: ACCOUNT_MESSAGES.adminEmail })
  email!: string;

  @ApiProperty() @RequiredPassword() password!: string;
}

/** First-admin set-up (docs/api-contract.md#form-rules). */
export class CreateAdminDto {
  @ApiProperty()
  @Transform(trimText)
  @Matches(EMAIL_PATTERN, { message: ACCOUNT_MESSAGES.email })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.adminSetupBoth })
  @IsString({ message: ACCOUNT_MESSAGES.adminSetupBoth })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.adminSetupPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.adminSetupBoth })
  @IsString({ message: ACCOUNT_MESSAGES.adminSetupBoth })
  password!: string;
}

/** A payload holding just an email (forgot password, email-domain check). */
export class EmailDto {
  @ApiProperty() @EmailField(ACCOUNT_MESSAGES.email) email!: string;
}

/** A new confirmation link, which returns the applicant to `returnTo` after the first sign-in. */
export class ResendConfirmationDto extends EmailDto {
  @ReturnToField() returnTo?: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(200, { message: 'Reset token is invalid' })
  @IsNotEmpty({ message: 'Reset token is required' })
  @IsString({ message: 'Reset token is required' })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })
  @IsString({ message: ACCOUNT_MESSAGES.passwordTooShort })
  newPassword!: string;
}

/** Change password (docs/administration.md): the current password, and a new one under the sign-up rules. */
export class ChangePasswordDto {
  @ApiProperty() @RequiredPassword() currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })
  @IsString({ message: ACCOUNT_MESSAGES.passwordTooShort })
  newPassword!: string;
}

/** An admin's decision on an application. */
export class ModerateUserDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a user id' })
  userId!: string;
}

/** A plain confirmation answer. */
export class MessageDto {
  @ApiProperty() message!: string;
}

/** The answer to an application (docs/accounts.md), with what follows the email confirmation. */
export class SignUpAcceptedDto extends MessageDto {
  @ApiProperty({
    enum: ['automatic', 'review'],
    description: 'automatic: an industry, academic or government address, approved as soon as the email is confirmed; review: an admin decides after the confirmation',
  })
  approval!: 'automatic' | 'review';
}

/** Manual industry-verification request (docs/api-contract.md#form-rules). */
export class VerificationRequestDto {
  @ApiPropertyOptional({ description: "Ignored: the request is always for the signed-in member's own email" })
  @IsOptional()
  @IsString({ message: ACCOUNT_MESSAGES.email })
  email?: string;

  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.firstName) firstName!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.lastName) lastName!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.company) company!: string;
  @ApiProperty() @RequiredText(ACCOUNT_MESSAGES.jobTitle) jobTitle!: string;

  @ApiPropertyOptional({ example: 'https://www.linkedin.com/in/jane-doe' }) @OptionalLinkedinUrl() linkedinProfile?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Transform(emptyAsAbsent)
  @IsOptional()
  @MaxLength(2000, { message: 'Additional information must be at most 2000 characters' })
  @IsString({ message: 'Additional information must be text' })
  additionalInfo?: string;
}

/** An admin's decision on an industry-verification request. */
export class ModerateVerificationRequestDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'requestId must be a request id' })
  requestId!: string;
}
