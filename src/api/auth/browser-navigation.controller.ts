import { Controller, Get, Inject, Query, Redirect, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ACCOUNT_ANSWERS } from '../../domain/accounts/account-rules';
import { DemoSignInUnavailableError } from '../../domain/accounts/accounts.errors';
import { Accounts } from '../../domain/accounts/accounts.port';
import { DEMO_REVIEWER_EMAIL } from '../../domain/accounts/demo-accounts';
import { safeReturnPath } from '../../domain/accounts/return-to';
import { signInAs } from './local.strategy';
import { Public } from './access';

/** The page whose button signs out (the web's paths.signOut). */
export const SIGN_OUT_PAGE = '/sign-out';

/** Browser navigations of docs/screens.md#screens (not screens): they redirect. */
@ApiExcludeController()
@Public()
@Controller()
export class BrowserNavigationController {
  constructor(
    private readonly accounts: Accounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('login')
  @Redirect('/login', 302)
  login(): void {}

  /**
   * The spec's sign-out navigation. A GET never changes state (a link on another site could sign a member out),
   * so it leads to the sign-out page, whose button posts `/api/auth/logout`.
   */
  @Get('logout')
  @Redirect(SIGN_OUT_PAGE, 302)
  logout(): void {}

  /** Demo mode only (docs/data-and-discovery.md): signs the browser in as the demo reviewer and returns to the page. */
  @Get('dev-login-redirect')
  @Redirect('/', 302)
  async demoSignIn(@Req() request: Request, @Query('returnTo') returnTo?: string): Promise<{ url: string }> {
    if (!this.config.demoMode) throw new DemoSignInUnavailableError();
    const account = await this.accounts.findByEmail(DEMO_REVIEWER_EMAIL);
    if (!account) throw new DemoSignInUnavailableError(ACCOUNT_ANSWERS.demoReviewerMissing);
    await signInAs(request, account);
    return { url: safeReturnPath(returnTo) ?? '/' };
  }
}
