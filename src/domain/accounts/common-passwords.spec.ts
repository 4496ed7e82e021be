import { ACCOUNT_MESSAGES } from './account-rules';
import { PasswordTooCommonError } from './accounts.errors';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';

/** An in-memory list (the real one is loaded by the adapter). */
class ListOf extends CommonPasswords {
  constructor(private readonly entries: string[]) {
    super();
  }
  includesLowerCase(lowerCasePassword: string): boolean {
    return this.entries.includes(lowerCasePassword);
  }
}

describe(refuseCommonPassword.name, () => {
  const sut = (password: string, field?: string) => () => refuseCommonPassword(password, new ListOf(['password1', 'iloveyou']), field);

  it('refuses a password on the list, whatever its case, naming the field', () => {
    expect(sut('password1')).toThrow(new PasswordTooCommonError());
    expect(sut('PassWord1')).toThrow(PasswordTooCommonError);
    let error: unknown;
    try {
      sut('ILOVEYOU', 'newPassword')();
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ message: ACCOUNT_MESSAGES.passwordTooCommon, field: 'newPassword', kind: 'invalid' });
    expect(ACCOUNT_MESSAGES.passwordTooCommon).toBe('This password is too common');
  });

  it('accepts a password that is not on the list, including one that only contains an entry', () => {
    expect(sut('a-long-enough-password')).not.toThrow();
    expect(sut('password1!')).not.toThrow();
    expect(sut(' password1')).not.toThrow();
  });
});
