import { companyNameKey } from './company-name';

describe('companyNameKey', () => {
  it.each([
    ['Lonza Group AG', 'lonza'],
    ['LONZA', 'lonza'],
    ['Charles River Laboratories, Inc.', 'charles river laboratories'],
    ['Böhringer & Söhne GmbH', 'bohringer and sohne'],
    ['The Group', 'the group'],
    ['药明康德', '药明康德'],
    ['株式会社新日本科学', '株式会社新日本科学'],
    ['  Ｓｅｌｌａｓ  ', 'sellas'],
    ['Москва  Фарма', 'москва фарма'],
  ])('keys %s as %s', (name, key) => {
    expect(companyNameKey(name)).toBe(key);
  });

  it('never gives two different non-Latin names the same (empty) key', () => {
    expect(companyNameKey('药明康德')).not.toBe(companyNameKey('株式会社新日本科学'));
    expect(companyNameKey('药明康德')).not.toBe('');
  });
});
