// Synthetic directory for `npm run bench`, written straight into a throwaway database and never mixed with real
// data. Each synthetic company takes the facts of a company of the bundled dataset (data/companies.json: its type,
// country, services, areas, modalities, phases, regions and description), so filters, facets and text search
// meet the real distributions, under a made-up name of its own ("Veloxatrin Biologics"), one company in ten with
// a made-up former name. Approved reviews are spread unevenly (every company has one, a few have hundreds); the
// rating aggregates are computed from them by SQL with the domain's rules (rating-aggregation.ts: category mean
// of non-null ratings; overall = mean of each review's mean), and the caller rescores (rank scores and platform
// means) through the app's own repository.
import { readFileSync } from 'node:fs';

const FIRST = [
  'vel',
  'cor',
  'aur',
  'nov',
  'zen',
  'bry',
  'lum',
  'ost',
  'pra',
  'qui',
  'ser',
  'tal',
  'ul',
  'vir',
  'xan',
  'ym',
  'al',
  'bel',
  'cal',
  'dor',
  'er',
  'fal',
  'gal',
  'hel',
  'ith',
  'jor',
  'kel',
  'lor',
  'mer',
  'nel',
  'or',
  'pel',
  'ral',
  'sol',
  'tor',
  'var',
  'wen',
  'yor',
  'zel',
  'ar',
];
const MIDDLE = [
  'ox',
  'ant',
  'ist',
  'eg',
  'ov',
  'ur',
  'an',
  'ex',
  'is',
  'om',
  'ir',
  'ad',
  'el',
  'ob',
  'ic',
  'un',
  'ar',
  'et',
  'iv',
  'os',
  'ab',
  'ed',
  'ig',
  'ol',
  'up',
  'as',
  'em',
  'in',
  'od',
  'ul',
  'ac',
  'en',
  'il',
  'or',
  'ut',
  'ay',
  'ep',
  'ix',
  'oz',
  'uv',
];
const LAST = [
  'a',
  'ix',
  'on',
  'era',
  'ion',
  'ia',
  'is',
  'ane',
  'ora',
  'ex',
  'ium',
  'yn',
  'ar',
  'ent',
  'ova',
  'us',
  'ine',
  'el',
  'ax',
  'oro',
  'atrin',
  'ica',
  'ena',
  'ol',
  'ast',
  'eon',
  'ite',
  'ula',
  'ero',
  'anth',
  'ire',
  'ode',
  'ari',
  'eta',
  'ond',
  'ava',
  'ume',
  'ira',
  'ex',
  'ys',
];
const SECTOR = ['Biologics', 'Clinical', 'Pharma', 'Labs', 'Research', 'Sciences', 'Bioservices', 'Therapeutics', 'Analytics', 'Manufacturing', 'CRO', 'Biotech'];

const capitalised = (word) => word[0].toUpperCase() + word.slice(1);

/**
 * The `i`th synthetic name: a made-up word of three parts and one of twelve sector words, unique for i below
 * 768,000 (each word with each sector word once).
 * @param {number} i
 * @returns {string}
 */
export function syntheticName(i) {
  const j = Math.floor(i / SECTOR.length);
  const word = FIRST[j % 40] + MIDDLE[Math.floor(j / 40) % 40] + LAST[Math.floor(j / 1600) % 40];
  return `${capitalised(word)} ${SECTOR[i % SECTOR.length]}`;
}

/**
 * The `i`th synthetic former name, for one company in ten, unique for i below 640,000.
 * @param {number} i
 * @returns {string | null}
 */
export function syntheticAlias(i) {
  if (i % 10 !== 0) return null;
  const k = i / 10;
  return `${capitalised(MIDDLE[k % 40] + FIRST[Math.floor(k / 40) % 40] + LAST[Math.floor(k / 1600) % 40])} Partners`;
}

/**
 * Inserts `companies` companies and `reviews` approved reviews, then the aggregates and the directory's read model.
 * @param {import('pg').Client} client connected to the bench database (superuser: triggers are skipped while seeding)
 * @param {{ companies: number, reviews: number, datasetPath: string, companyFacets: Function, categories: string[], snake: Record<string,string> }} options
 * @returns {Promise<void>}
 */
export async function seedSyntheticDirectory(client, { companies, reviews, datasetPath, companyFacets, categories, snake }) {
  const dataset = JSON.parse(readFileSync(datasetPath, 'utf8')).companies;
  // Per-statement triggers (public-read notifications, the read model) are not what is measured; replica mode skips
  // them, and the read model is built once at the end.
  await client.query("set session_replication_role = 'replica'");
  for (let start = 0; start < companies; start += 1000) {
    const values = [];
    const params = [];
    for (let i = start; i < Math.min(start + 1000, companies); i++) {
      const template = dataset[i % dataset.length];
      const alias = syntheticAlias(i);
      const company = {
        name: syntheticName(i),
        type: template.type,
        location: template.location,
        country: template.country,
        employeeCount: template.employeeCount ?? null,
        employeeRange: template.employeeRange ?? null,
        services: template.services ?? [],
        moleculeTypes: template.moleculeTypes ?? [],
        serviceLocations: template.serviceLocations ?? [],
        globalPresence: template.globalPresence ?? null,
        therapeuticAreas: template.therapeuticAreas ?? [],
        developmentPhases: template.developmentPhases ?? [],
        aliases: alias ? [alias] : [],
        parentCompany: null,
        description: template.description ?? null,
      };
      const facets = companyFacets(company);
      const p = params.length;
      values.push(`(${Array.from({ length: 21 }, (_, k) => `$${p + k + 1}`).join(',')})`);
      params.push(
        company.name,
        facets.nameKey,
        company.type,
        company.location,
        company.country,
        company.employeeCount,
        facets.employeeRange,
        facets.size,
        company.services,
        company.moleculeTypes,
        company.serviceLocations,
        facets.regions,
        facets.serviceCategories,
        company.description,
        company.therapeuticAreas,
        company.developmentPhases,
        company.aliases,
        company.globalPresence,
        facets.search.names,
        facets.search.terms,
        facets.search.nameVariants,
      );
    }
    await client.query(
      `insert into companies (name, name_key, type, location, country, employee_count, employee_range, size, services, molecule_types,
        service_locations, regions, service_categories, description, therapeutic_areas, development_phases, aliases, global_presence,
        search_names, search_terms, name_variants) values ${values.join(',')}`,
      params,
    );
  }
  // Every company one review, the rest spread unevenly (low-numbered companies get many, the tail few); setseed makes it repeatable.
  await client.query('select setseed(0.42)');
  await client.query('create temporary table bench_company (n int primary key, id uuid not null)');
  await client.query('insert into bench_company select row_number() over (order by name_key), id from companies');
  const rating = () => 'case when random() < 0.2 then null else 1 + floor(random() * 10)::int end';
  const spread = Math.max(0, reviews - companies);
  const batches = [[1, Math.min(reviews, companies), 'g'], ...(spread > 0 ? [[1, spread, `(1 + floor(${companies} * power(random(), 2)))::int`]] : [])];
  for (const [from, to, company] of batches) {
    for (let start = from; start <= to; start += 200_000) {
      const end = Math.min(start + 200_000 - 1, to);
      await client.query(
        `insert into reviews (company_id, service_type, comments, moderation_status, is_verified, created_at, ${categories.map((c) => snake[c]).join(', ')})
         select b.id, 'Clinical Research', 'Synthetic benchmark review ' || s.g, 'approved', true, now() - random() * interval '700 days',
                ${categories.map(rating).join(', ')}
         from (select g, ${company} as n from generate_series($1::int, $2::int) g) s
         join bench_company b on b.n = s.n`,
        [start, end],
      );
    }
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
  await client.query('select directory_listings_refresh(array(select id from companies))');
  await client.query('vacuum analyze');
}
