import { Body, Controller, Get, Header, HttpCode, Post, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ConfirmEmail } from '../../domain/accounts/confirm-email.use-case';
import { InvalidTokenError } from '../../domain/accounts/accounts.errors';
import { RequestPasswordReset, ResetPassword } from '../../domain/accounts/password-reset.use-case';
import { RequestLimits } from '../../domain/accounts/request-limits.port';
import { SignUp } from '../../domain/accounts/sign-up.use-case';
import { ApiErrorDto } from '../http/api-error.dto';
import { EmailDto, MessageDto, ResetPasswordDto, SignInDto, SignUpDto } from './auth.dto';
import { CurrentUserDto, presentCurrentUser } from './current-user.dto';
import { SignedInGuard, signedInAccount } from './guards';
import { authenticateAndSignIn, signOut } from './local.strategy';

/** Applying for access, signing in and out, the current user and password reset (DECISIONS §3). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUp,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly limits: RequestLimits,
    private readonly confirmEmail: ConfirmEmail,
  ) {}

  @Get('confirm-email')
  @Redirect('/login', 302)
  // The link's token must not travel on in a Referer nor stay in a cache (DECISIONS §14); the browser
  // lands on /login, so the address bar no longer holds it either.
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The link mailed at sign-up: confirms the email, then redirects to the sign-in screen',
    description: 'Redirects to /login?confirmation=approved (industry domain, approved), pending (an admin reviews it), confirmed (already decided) or invalid.',
  })
  async confirm(@Query('token') token?: string): Promise<{ url: string }> {
    const outcomes = { approved: 'approved', awaiting_review: 'pending', unchanged: 'confirmed' } as const;
    try {
      const outcome = typeof token === 'string' && token.length > 0 && token.length <= 200 ? await this.confirmEmail.execute(token) : null;
      return { url: `/login?confirmation=${outcome ? outcomes[outcome] : 'invalid'}` };
    } catch (error) {
      if (error instanceof InvalidTokenError) return { url: '/login?confirmation=invalid' };
      throw error;
    }
  }

  @Post('signup')
  @ApiOperation({ summary: 'Apply for access; mails an email-confirmation link' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async apply(@Body() body: SignUpDto, @Req() request: Request): Promise<MessageDto> {
    await this.limits.consume('signUpPerIp', request.ip ?? 'unknown');
    return this.signUp.execute(body);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password; rotates the session' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Application pending or not approved' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async login(@Body() _body: SignInDto, @Req() request: Request): Promise<CurrentUserDto> {
    return presentCurrentUser(await authenticateAndSignIn('local', request));
  }

  @Post('logout')
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
    return presentCurrentUser(signedInAccount(request)!);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset link; always the same neutral answer' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async forgotPassword(@Body() body: EmailDto, @Req() request: Request): Promise<MessageDto> {
    await this.limits.consume('forgotPasswordPerIp', request.ip ?? 'unknown');
    await this.limits.consume('forgotPasswordPerEmail', body.email.toLowerCase());
    return this.requestPasswordReset.execute(body.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; ends every session of the account' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Validation error, or an invalid or expired token' })
  async reset(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    return this.resetPassword.execute(body);
  }
}
