import { companyNameKey } from './company-name';

describe('companyNameKey', () => {
  it.each([
    ['Lonza Group AG', 'lonza'],
    ['LONZA', 'lonza'],
    ['Charles River Laboratories, Inc.', 'charles river laboratories'],
    ['Böhringer & Söhne GmbH', 'bohringer and sohne'],
    ['The Group', 'the group'],
  ])('keys %s as %s', (name, key) => {
    expect(companyNameKey(name)).toBe(key);
  });
});
