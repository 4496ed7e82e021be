import { PublicReadChanges, type PublicReadChangeListener } from '../../domain/directory/public-read-changes.port';
import { PublicAnswerCache, type CachedAnswer } from './public-answer-cache';
import { EncodedBody } from './encoded-body';

/** A change feed the test drives by hand. */
class HandFedChanges extends PublicReadChanges {
  private listener?: PublicReadChangeListener;
  subscribe(listener: PublicReadChangeListener): void {
    this.listener = listener;
    listener.following(true);
  }
  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
  change(...keys: string[]): void {
    this.listener!.changed(keys);
  }
  follow(active: boolean): void {
    this.listener!.following(active);
  }
}

const answer = (text: string): CachedAnswer => ({ status: 200, headers: { 'content-type': 'application/json' }, body: new EncodedBody(Buffer.from(text)) });

describe('the in-process cache of public answers', () => {
  let changes: HandFedChanges;
  let cache: PublicAnswerCache;
  const lonza = 'company:6f1c7a52-8a51-4d8e-9c55-1f2d3e4a5b6c';
  const catalent = 'company:0b9e3c1d-2f4a-4b5c-8d6e-7f8091a2b3c4';

  beforeEach(() => {
    changes = new HandFedChanges();
    cache = new PublicAnswerCache(changes);
    cache.store('/api/companies?limit=50', cache.begin(), answer('[page]'), ['directory']);
    cache.store('/api/companies/lonza', cache.begin(), answer('{lonza}'), [lonza]);
    cache.store('/api/companies/catalent', cache.begin(), answer('{catalent}'), [catalent]);
  });

  it("drops a company's answers and the directory's on a change to the company, and keeps the other companies'", () => {
    changes.change(lonza, 'directory');
    expect(cache.get('/api/companies/lonza')).toBeUndefined();
    expect(cache.get('/api/companies?limit=50')).toBeUndefined();
    expect(cache.get('/api/companies/catalent')?.body.identity.toString()).toBe('{catalent}');
  });

  it('drops every answer on *', () => {
    changes.change('*');
    expect(cache.size).toBe(0);
  });

  it('drops answers stored without keys on any change', () => {
    cache.store('/sitemap.xml', cache.begin(), answer('<urlset/>'));
    changes.change(catalent);
    expect(cache.get('/sitemap.xml')).toBeUndefined();
    expect(cache.get('/api/companies/lonza')).toBeDefined();
  });

  it('does not store an answer read before a change to one of its keys, but stores one whose keys did not change', () => {
    const before = cache.begin();
    changes.change(lonza);
    cache.store('/api/companies/lonza?again', before, answer('{old lonza}'), [lonza]);
    cache.store('/api/companies/catalent?again', before, answer('{catalent}'), [catalent]);
    expect(cache.get('/api/companies/lonza?again')).toBeUndefined();
    expect(cache.get('/api/companies/catalent?again')).toBeDefined();
  });

  it('serves and stores nothing while the change feed is down, and starts empty when it is back', () => {
    changes.follow(false);
    expect(cache.get('/api/companies/catalent')).toBeUndefined();
    cache.store('/api/companies/new', cache.begin(), answer('{}'), [catalent]);
    changes.follow(true);
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used answers go past its size bound', () => {
    const small = new PublicAnswerCache(new HandFedChanges(), 3000);
    small.store('/a', small.begin(), answer('a'.repeat(1200)), ['directory']);
    small.store('/b', small.begin(), answer('b'.repeat(1200)), ['directory']);
    small.get('/a');
    small.store('/c', small.begin(), answer('c'.repeat(1200)), ['directory']);
    expect([small.get('/a'), small.get('/b'), small.get('/c')].map(Boolean)).toEqual([true, false, true]);
  });
});
