// Synthetic directory for `npm run bench`: deterministic "Bench Provider N" companies (with services, areas,
// modalities, phases, aliases and the search document the loader would store) and approved reviews written
// straight into a throwaway database, never mixed with real data. The rating aggregates are computed from the
// reviews by SQL with the domain's rules (rating-aggregation.ts: category mean of non-null ratings; overall =
// mean of each review's mean); the caller then rescores (rank scores and platform means) through the app's
// own repository, so the read path serves what the app itself would have stored.

/**
 * Inserts `companies` companies and `reviews` approved reviews, then the aggregates.
 * @param {import('pg').Client} client connected to the bench database (superuser: triggers are skipped while seeding)
 * @param {{ companies: number, reviews: number, companyFacets: Function, taxonomy: object, categories: string[], snake: Record<string,string> }} options
 * @returns {Promise<void>}
 */
export async function seedSyntheticDirectory(client, { companies, reviews, companyFacets, taxonomy, categories, snake }) {
  const { SERVICES, MOLECULE_TYPES, COMPANY_TYPES, SERVICE_LOCATIONS, THERAPEUTIC_AREAS, DEVELOPMENT_PHASES } = taxonomy;
  let seed = 42;
  const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const some = (list, n) => list.filter(() => random() < n / list.length);
  const countries = ['United States', 'Germany', 'United Kingdom', 'Switzerland', 'India', 'China', 'Japan', 'France', 'Canada', 'South Korea'];
  // Per-row triggers (public-read notifications) are not what is measured; replica mode skips them.
  await client.query("set session_replication_role = 'replica'");
  for (let start = 0; start < companies; start += 1000) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(start + 1000, companies); i++) {
      const company = {
        name: `Bench Provider ${i}`, type: COMPANY_TYPES[i % 4], location: 'City', country: countries[i % countries.length],
        employeeCount: Math.floor(random() ** 3 * 50000) + 1, services: some(SERVICES, 4), moleculeTypes: some(MOLECULE_TYPES, 3),
        serviceLocations: some(SERVICE_LOCATIONS, 2), globalPresence: random() < 0.4, therapeuticAreas: some(THERAPEUTIC_AREAS, 3),
        developmentPhases: some(DEVELOPMENT_PHASES, 3), aliases: i % 10 === 0 ? [`Former Provider ${i}`] : [],
        parentCompany: i % 25 === 0 ? `Holding Group ${i % 400}` : null,
      };
      const facets = companyFacets(company);
      const p = params.length;
      values.push(`(${Array.from({ length: 22 }, (_, k) => `$${p + k + 1}`).join(',')})`);
      params.push(company.name, facets.nameKey, company.type, company.location, company.country, company.employeeCount, facets.employeeRange,
        facets.size, company.services, company.moleculeTypes, company.serviceLocations, facets.regions, facets.serviceCategories,
        `Contract provider number ${i}, working on ${company.services.join(', ').toLowerCase() || 'client projects'}.`, company.therapeuticAreas,
        company.developmentPhases, company.aliases, company.parentCompany, facets.search.names, facets.search.terms, facets.search.nameVariants, facets.search.nameWords);
    }
    await client.query(
      `insert into companies (name, name_key, type, location, country, employee_count, employee_range, size, services, molecule_types,
        service_locations, regions, service_categories, description, therapeutic_areas, development_phases, aliases, parent_company,
        search_names, search_terms, name_variants, name_words) values ${values.join(',')}`,
      params,
    );
  }
  // Reviews spread unevenly (low-numbered companies get many, the tail few) in one statement; setseed makes it repeatable.
  await client.query('select setseed(0.42)');
  await client.query('create temporary table bench_company (n int primary key, id uuid not null)');
  await client.query('insert into bench_company select row_number() over (order by name_key), id from companies');
  const rating = () => 'case when random() < 0.2 then null else 1 + floor(random() * 10)::int end';
  for (let start = 0; start < reviews; start += 200_000) {
    const end = Math.min(start + 200_000, reviews);
    await client.query(
      `insert into reviews (company_id, service_type, comments, moderation_status, is_verified, created_at, ${categories.map((c) => snake[c]).join(', ')})
       select b.id, 'Clinical Research', 'Synthetic benchmark review ' || s.g, 'approved', true, now() - random() * interval '700 days',
              ${categories.map(rating).join(', ')}
       from (select g, (1 + floor(${companies} * power(random(), 2)))::int as n from generate_series($1::int, $2::int) g) s
       join bench_company b on b.n = s.n`,
      [start + 1, end],
    );
  }
  const columns = categories.map((c) => snake[c]);
  const reviewMean = `(${columns.map((c) => `coalesce(${c}, 0)`).join(' + ')})::float / nullif(${columns.map((c) => `(${c} is not null)::int`).join(' + ')}, 0)`;
  await client.query(
    `insert into company_rating_aggregates (company_id, review_count, last_review_date, overall, ${columns.join(', ')}, rating_counts)
     select company_id, count(*), max(created_at), avg(${reviewMean}), ${columns.map((c) => `avg(${c})`).join(', ')},
            jsonb_build_object('overall', count(${reviewMean}), ${categories.map((c) => `'${c}', count(${snake[c]})`).join(', ')})
     from reviews where moderation_status = 'approved' group by company_id`,
  );
  await client.query("set session_replication_role = 'origin'");
  await client.query('analyze');
}
