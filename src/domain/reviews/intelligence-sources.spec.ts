import { isRecordedSource, sourceUrlKey } from './intelligence-sources';

describe('intelligence source URLs', () => {
  it('treats the same page under another scheme, www, case, fragment or trailing slash as one source', () => {
    const key = sourceUrlKey('https://www.FiercePharma.com/manufacturing/wuxi/#top');
    expect(key).toBe('fiercepharma.com/manufacturing/wuxi');
    expect(sourceUrlKey('http://fiercepharma.com/manufacturing/wuxi')).toBe(key);
    expect(isRecordedSource('http://fiercepharma.com/manufacturing/wuxi//', [null, 'https://www.fiercepharma.com/manufacturing/wuxi'])).toBe(true);
  });

  it('keeps different pages and query strings apart, and never matches a missing URL', () => {
    expect(isRecordedSource('https://example.com/a?id=2', ['https://example.com/a?id=1'])).toBe(false);
    expect(isRecordedSource('https://example.com/a/b', ['https://example.com/a'])).toBe(false);
    expect(isRecordedSource(null, [null])).toBe(false);
    expect(sourceUrlKey('   ')).toBeNull();
  });
});
