import { ReviewRecord } from '../../src/adapters/persistence/schemas/review.schema';
import { UserRecord } from '../../src/adapters/persistence/schemas/user.schema';
import { columnName, tableOf, type ColumnOf, type RowOf, type SnakeCase } from '../../src/adapters/persistence/tables';

// The row types of src/adapters/persistence/tables.ts derive from the entities. `npm test` type-checks
// this file first: each @ts-expect-error below must be an error, so a repository that reads or writes a
// column its entity lacks does not compile. Jest then checks the runtime names agree with the types.

const reviews = tableOf(ReviewRecord).as('r');
const users = tableOf(UserRecord);

describe('row types derived from the entities', () => {
  it('name columns as MikroORM’s UnderscoreNamingStrategy does, in the type and at run time', () => {
    const names: [SnakeCase<'technicalExpertise'>, SnakeCase<'aiIntegration'>, SnakeCase<'revenueUSD'>, SnakeCase<'v2Name'>, SnakeCase<'email'>] = [
      'technical_expertise',
      'ai_integration',
      'revenue_usd',
      'v2name',
      'email',
    ];
    expect(['technicalExpertise', 'aiIntegration', 'revenueUSD', 'v2Name', 'email'].map(columnName)).toEqual(names);
  });

  it('name a relation’s column after the relation plus _id, typed as the referenced key', () => {
    const moderator: RowOf<ReviewRecord>['moderator_id'] = null;
    const company: ColumnOf<ReviewRecord> = 'company_id';
    expect([moderator, company, reviews.col('company_submission_id')]).toEqual([null, 'company_id', 'r.company_submission_id']);
  });

  it('refuse, at compile time, a column the entity does not have', () => {
    // @ts-expect-error reviews has no author_id: the author is user_id
    reviews.pick('id', 'author_id');
    // @ts-expect-error the pre-0022 column name, renamed to moderator_id
    users.values({ moderated_by: null });
    const row = {} as RowOf<ReviewRecord>;
    // @ts-expect-error a row of reviews has no such field
    expect(row.rating).toBeUndefined();
    // @ts-expect-error timestamps come back as text, not Dates
    const createdAt: Date = row.created_at;
    expect(createdAt).toBeUndefined();
  });
});
