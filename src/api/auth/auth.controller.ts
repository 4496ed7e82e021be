import { Body, Controller, Get, Header, HttpCode, Post, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ChangePassword } from '../../domain/accounts/change-password.use-case';
import { ConfirmEmail } from '../../domain/accounts/confirm-email.use-case';
import { InvalidTokenError } from '../../domain/accounts/accounts.errors';
import { RequestPasswordReset, ResetPassword } from '../../domain/accounts/password-reset.use-case';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { ResendConfirmation } from '../../domain/accounts/resend-confirmation.use-case';
import { withReturnTo } from '../../domain/accounts/return-to';
import { SignUp } from '../../domain/accounts/sign-up.use-case';
import { isDemoUpgradeTier } from '../../domain/subscriptions/demo-upgrade';
import { ApiErrorDto, SignInRefusedDto } from '../http/api-error.dto';
import { ChangePasswordDto, EmailDto, MessageDto, ResendConfirmationDto, ResetPasswordDto, SignInDto, SignUpAcceptedDto, SignUpDto } from './auth.dto';
import { CurrentUserDto, presentCurrentUser } from './current-user.dto';
import { SignedInGuard, signedInAccount } from './guards';
import { authenticateAndSignIn, signOut } from './local.strategy';
import { Public } from './access';

/** The client address the limits count (docs/security.md#trust-and-safety-rules: the socket address unless TRUST_PROXY). */
const clientIp = (request: Request): string => request.ip ?? 'unknown';

/** Applying for access, signing in and out, the current user, password reset and change (docs/accounts.md, docs/security.md#trust-and-safety-rules, docs/administration.md). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly limits: RequestLimits,
    private readonly confirmEmail: ConfirmEmail,
    private readonly resendConfirmation: ResendConfirmation,
    private readonly changePassword: ChangePassword,
  ) {}

  @Get('confirm-email')
  @Public()
  @Redirect('/login', 302)
  // The link's token must not travel on in a Referer nor stay in a cache (docs/security.md#trust-and-safety-rules); the browser
  // lands on /login, so the address bar no longer holds it either.
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The link mailed at sign-up: confirms the email, then redirects to the sign-in screen',
    description:
      'Redirects to /login?confirmation=approved (industry domain, approved), pending (an admin reviews it), confirmed (already decided) or invalid, ' +
      "carrying on the link's returnTo (a path of this site, else dropped) for the sign-in to return to.",
  })
  async confirm(@Query('token') token?: string, @Query('returnTo') returnTo?: string): Promise<{ url: string }> {
    const outcomes = { approved: 'approved', awaiting_review: 'pending', unchanged: 'confirmed' } as const;
    const signIn = (confirmation: string) => ({ url: withReturnTo(`/login?confirmation=${confirmation}`, returnTo) });
    try {
      const outcome = typeof token === 'string' && token.length > 0 && token.length <= 200 ? await this.confirmEmail.execute(token) : null;
      return signIn(outcome ? outcomes[outcome] : 'invalid');
    } catch (error) {
      if (error instanceof InvalidTokenError) return signIn('invalid');
      throw error;
    }
  }

  @Post('signup')
  @Public()
  @ApiOperation({ summary: 'Apply for access; mails an email-confirmation link and says what follows the confirmation' })
  @ApiCreatedResponse({ type: SignUpAcceptedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async apply(@Body() body: SignUpDto, @Req() request: Request): Promise<SignUpAcceptedDto> {
    await this.limits.consume('signUpPerIp', clientIp(request));
    return this.signUp.execute(body);
  }

  @Post('resend-confirmation')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a fresh email-confirmation link to an applicant who has not confirmed yet; always the same neutral answer',
    description: 'Older links stop working. At most 3 mails per email and client address per hour, silently; more than 20 requests per hour from one address answer 429.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many requests from this address' })
  async resend(@Body() body: ResendConfirmationDto, @Req() request: Request): Promise<MessageDto> {
    await this.limits.consume('resendConfirmationPerIp', clientIp(request));
    return this.resendConfirmation.execute({ email: body.email, ip: clientIp(request), returnTo: body.returnTo });
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; rotates the session' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: SignInRefusedDto, description: 'Email not confirmed yet, application pending, or not approved (right password only)' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async login(@Body() _body: SignInDto, @Req() request: Request): Promise<CurrentUserDto> {
    return presentCurrentUser(await authenticateAndSignIn('local', request));
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() request: Request): Promise<void> {
    await signOut(request);
  }

  @Get('user')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  currentUser(@Req() request: Request): CurrentUserDto {
    const account = signedInAccount(request)!;
    // The session's demo upgrade shows only where it is in force (the serializer lends it in demo mode alone).
    return presentCurrentUser(account, isDemoUpgradeTier(request.session?.demoTier) && account.subscriptionTier === request.session.demoTier);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a password reset link; always the same neutral answer',
    description:
      'A new link revokes the older ones. At most 3 mails per email and client address per hour, silently; more than 20 requests per hour from one address answer 429.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many requests from this address' })
  async forgotPassword(@Body() body: EmailDto, @Req() request: Request): Promise<MessageDto> {
    await this.limits.consume('forgotPasswordPerIp', clientIp(request));
    return this.requestPasswordReset.execute({ email: body.email, ip: clientIp(request) });
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with a reset token',
    description: 'Revokes every reset link of the account, ends every session and mails "Your BioVetted password was changed".',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Validation error, a too common password, or an invalid or expired token' })
  async reset(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    return this.resetPassword.execute(body);
  }

  @Post('change-password')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: 'Change the password of the signed-in member',
    description: 'Needs the current password. Every other session of the member ends; this one stays signed in. Mails "Your BioVetted password was changed".',
  })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Validation error, "Password is incorrect" (currentPassword) or "This password is too common" (newPassword)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many password checks for this member in the last hour' })
  async change(@Body() body: ChangePasswordDto, @Req() request: Request): Promise<void> {
    const account = signedInAccount(request)!;
    await this.limits.consume('passwordConfirmationsPerMember', account.id);
    await this.changePassword.execute({ accountId: account.id, currentPassword: body.currentPassword, newPassword: body.newPassword, keepSessionId: request.sessionID });
  }
}
