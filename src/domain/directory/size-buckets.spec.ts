import { employeeRange, sizeBucket, sizeBucketOfRange } from './size-buckets';

describe('sizeBucket', () => {
  it.each([
    [1, 'startup'],
    [50, 'startup'],
    [51, 'small'],
    [200, 'small'],
    [201, 'medium'],
    [1000, 'medium'],
    [1001, 'large'],
    [10000, 'large'],
    [10001, 'enterprise'],
    [90000, 'enterprise'],
  ])('puts %i employees in the %s bucket', (count, bucket) => {
    expect(sizeBucket(count)).toBe(bucket);
  });

  it.each([null, undefined, 0, -5, Number.NaN])('has no bucket for the unknown count %p', (count) => {
    expect(sizeBucket(count)).toBeNull();
  });
});

describe('employeeRange', () => {
  it('names the bucket bounds with thousands separators', () => {
    expect(employeeRange(5000)).toBe('1,001-10,000');
    expect(employeeRange(12)).toBe('1-50');
    expect(employeeRange(20000)).toBe('10,001+');
    expect(employeeRange(null)).toBeNull();
  });
});

describe('sizeBucketOfRange', () => {
  it('reads back every label employeeRange writes', () => {
    expect(sizeBucketOfRange('1-50')).toBe('startup');
    expect(sizeBucketOfRange('201-1,000')).toBe('medium');
    expect(sizeBucketOfRange('10,001+')).toBe('enterprise');
  });

  it('knows no bucket for other text', () => {
    expect(sizeBucketOfRange('about 500')).toBeNull();
    expect(sizeBucketOfRange(null)).toBeNull();
  });
});
