import { CommonPasswordList } from './common-password-list.adapter';

describe(CommonPasswordList.name, () => {
  const sut = new CommonPasswordList();

  it('loads the 10,000 most common passwords from the pinned package', () => {
    // A few entries differ only by case (e.g. "PASSWORD" beside "password"); they fold into one.
    expect(sut.size).toBeGreaterThan(9_800);
    expect(sut.size).toBeLessThanOrEqual(10_000);
  });

  it.each(['password', 'password1', '12345678', 'iloveyou', 'qwertyuiop', 'trustno1', 'baseball'])('holds %p', (password) => {
    expect(sut.includesLowerCase(password)).toBe(true);
  });

  it.each(['a-long-enough-password', 'biovetted-demo', 'correct horse battery staple'])('does not hold %p', (password) => {
    expect(sut.includesLowerCase(password)).toBe(false);
  });
});
