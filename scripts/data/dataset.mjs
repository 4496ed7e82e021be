// The provider dataset's building blocks, shared by merge.mjs, report.mjs and test/data: reading the
// slices (data/slices/*.json), validating companies (JSON Schema plus cross-field rules), finding
// duplicates across slices and assembling data/companies.json.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getDomain } from 'tldts';
import { domainModule } from './domain-module.mjs';
import { ROOT } from './root.mjs';

export { ROOT };
export const SLICES_DIR = join(ROOT, 'data', 'slices');
export const SCHEMA_PATH = join(ROOT, 'data', 'schema', 'company.schema.json');
export const HEADER_PATH = join(ROOT, 'data', 'schema', 'header.json');
export const DATASET_PATH = join(ROOT, 'data', 'companies.json');

/** The 26 keys of a company, in the order the merged file writes them. */
export const COMPANY_KEYS = [
  'name', 'type', 'website', 'location', 'country', 'description', 'foundedYear', 'publiclyTraded', 'stockSymbol',
  'parentCompany', 'employeeCount', 'employeeRange', 'revenueUsd', 'globalPresence', 'services',
  'therapeuticAreas', 'moleculeTypes', 'developmentPhases', 'serviceLocations', 'sites', 'maxBioreactorLiters',
  'aliases', 'formerNames', 'ownership', 'sources', 'verifiedAt',
];

/** Employee bands and the counts they hold (the app's size buckets). */
const EMPLOYEE_BANDS = [
  ['1-50', 1, 50],
  ['51-200', 51, 200],
  ['201-1,000', 201, 1000],
  ['1,001-10,000', 1001, 10000],
  ['10,001+', 10001, Infinity],
];

const { companyNameKey } = domainModule('src/domain/directory/company-name.ts');
const { datasetCompanyProblems } = domainModule('src/domain/directory/dataset-company.ts');

/**
 * The key under which two company names count as the same: the directory's own rule (companyNameKey in
 * src/domain/directory/company-name.ts, which the database's unique name key also uses), so the dataset
 * rejects exactly the duplicates the app would refuse to load.
 * @param {string} name a company name
 * @returns {string} the comparison key, e.g. "lonza" for "Lonza Group AG"
 */
export function normaliseName(name) {
  return companyNameKey(name);
}

/**
 * The registrable domain of a company website ("https://www.criver.com/x" → "criver.com").
 * @param {string | null} website an https URL or null
 * @returns {string | null} the domain, null when there is no website
 */
export function registrableDomain(website) {
  if (!website) return null;
  return getDomain(website) ?? new URL(website).hostname;
}

/**
 * The employee band that contains a headcount.
 * @param {number} count employees
 * @returns {string} one of "1-50", "51-200", "201-1,000", "1,001-10,000", "10,001+"
 */
export function bandOf(count) {
  return EMPLOYEE_BANDS.find(([, min, max]) => count >= min && count <= max)[0];
}

let compiledValidator;

/**
 * The compiled JSON Schema validator of one company (data/schema/company.schema.json, draft 2020-12).
 * @returns {import('ajv').ValidateFunction}
 */
export function companyValidator() {
  if (!compiledValidator) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    compiledValidator = ajv.compile(readJson(SCHEMA_PATH));
  }
  return compiledValidator;
}

/**
 * The rules between fields that a JSON Schema cannot state clearly: the employee band contains the
 * headcount, ownership agrees with publiclyTraded, stockSymbol and parentCompany, and every company has a
 * verifiedAt date and at least one source (the schema requires both; repeated here for a clear message).
 * @param {object} company a company that passed the schema
 * @returns {string[]} problems, empty when consistent
 */
export function crossFieldProblems(company) {
  const problems = [];
  const { employeeCount, employeeRange, ownership, publiclyTraded, stockSymbol, parentCompany } = company;
  if (employeeCount != null && employeeRange != null && bandOf(employeeCount) !== employeeRange) {
    problems.push(`employeeRange "${employeeRange}" does not contain employeeCount ${employeeCount}`);
  }
  if (employeeCount != null && employeeRange == null) problems.push(`employeeCount ${employeeCount} is set but employeeRange is null`);
  if (stockSymbol != null && publiclyTraded !== true) problems.push('stockSymbol is set but publiclyTraded is not true');
  if (publiclyTraded === true && ownership !== 'listed') problems.push(`publiclyTraded is true but ownership is ${JSON.stringify(ownership)}, not "listed"`);
  // A listed company whose ticker no source gave keeps stockSymbol null (unknown = null, docs/data-and-discovery.md).
  if (ownership === 'listed' && publiclyTraded !== true) problems.push('ownership "listed" needs publiclyTraded true');
  if ((ownership === 'subsidiary' || ownership === 'private-equity') && (parentCompany == null || publiclyTraded !== false)) {
    problems.push(`ownership "${ownership}" needs a parentCompany and publiclyTraded false`);
  }
  if (ownership === 'independent' && (parentCompany != null || publiclyTraded !== false)) {
    problems.push('ownership "independent" needs parentCompany null and publiclyTraded false');
  }
  if (parentCompany != null && ownership == null) problems.push('parentCompany is set but ownership is null');
  if (!(company.sources?.length > 0)) problems.push('there is no source');
  if (company.verifiedAt == null) problems.push('verifiedAt is null');
  if (company.aliases?.some((alias) => normaliseName(alias) === normaliseName(company.name))) {
    problems.push('an alias repeats the name');
  }
  const names = new Set([company.name, ...(company.aliases ?? [])].map(normaliseName));
  if (company.formerNames?.some((former) => names.has(normaliseName(former)))) problems.push('a former name repeats the name or an alias');
  // The rules the app applies to every company it loads (sites' countries and capabilities, bioreactor volume
  // only for manufacturers, and the rest), from the domain itself.
  for (const problem of datasetCompanyProblems(company)) if (!problems.includes(problem)) problems.push(problem);
  return problems;
}

/**
 * Every problem of one company: schema errors, then cross-field rules.
 * @param {object} company one company object
 * @returns {string[]} problems, empty when valid
 */
export function companyProblems(company) {
  const validate = companyValidator();
  if (!validate(company)) {
    return validate.errors.map((error) => {
      const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'company';
      const extra = error.params?.additionalProperty ? ` "${error.params.additionalProperty}"` : '';
      return `${where} ${error.message}${extra}`;
    });
  }
  return crossFieldProblems(company);
}

/**
 * Validates every company of a merged dataset file.
 * @param {string} [path] the dataset file (default data/companies.json)
 * @returns {string[]} problems as "<name>: <problem>", empty when every company is valid
 */
export function datasetProblems(path = DATASET_PATH) {
  return readJson(path).companies.flatMap((company) => companyProblems(company).map((p) => `${company.name ?? '?'}: ${p}`));
}

/**
 * Reads every slice of a folder in file-name order.
 * @param {string} [dir] the slices folder (default data/slices)
 * @returns {{ file: string, slice: string, companies: object[] }[]}
 */
export function readSlices(dir = SLICES_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const content = readJson(join(dir, file));
      if (typeof content.slice !== 'string' || !Array.isArray(content.companies)) {
        throw new Error(`data/slices/${file} must be { "slice": "<name>", "companies": [ … ] }`);
      }
      return { file, slice: content.slice, companies: content.companies };
    });
}

/**
 * Companies that share a normalised name or a registrable website domain, across all slices.
 * @param {{ file: string, companies: object[] }[]} slices slices as readSlices returns them
 * @returns {string[]} one message per clash, naming both companies and their slice files
 */
export function duplicateProblems(slices) {
  const problems = [];
  const seen = { name: new Map(), domain: new Map() };
  for (const { file, companies } of slices) {
    for (const company of companies) {
      const keys = { name: normaliseName(String(company.name ?? '')), domain: registrableDomain(company.website) };
      for (const [kind, key] of Object.entries(keys)) {
        if (!key) continue;
        const first = seen[kind].get(key);
        if (first) {
          problems.push(`duplicate ${kind} "${key}": "${company.name}" in ${file} and "${first.name}" in ${first.file}`);
        } else seen[kind].set(key, { name: company.name, file });
      }
    }
  }
  return problems;
}

/**
 * Aliases are unique across the directory: no alias names another company (by its name or one of its aliases),
 * under the app's name key. A name two companies share (a former parent's, such as Covance for Labcorp and
 * Fortrea) belongs in each one's `formerNames` instead.
 * @param {{ file: string, companies: object[] }[]} slices slices as readSlices returns them
 * @returns {string[]} one message per shared alias, naming both companies
 */
export function aliasProblems(slices) {
  // A name with letters outside the Latin alphabet ("HLB바이오코드") compares as written (NFKC, lower case): the
  // name key keeps only its Latin part, which would make "HLB바이오코드" and "HLB바이오스텝" the same name.
  const aliasKey = (name) =>
    /[^\p{Script=Latin}\p{N}\p{P}\p{Z}\p{S}]/u.test(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
      ? name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
      : normaliseName(name);
  const owners = new Map();
  const problems = [];
  const companies = slices.flatMap(({ file, companies }) => companies.map((company) => ({ file, company })));
  for (const { company } of companies) owners.set(aliasKey(String(company.name ?? '')), company.name);
  for (const { file, company } of companies) {
    for (const alias of company.aliases ?? []) {
      const key = aliasKey(alias);
      const owner = owners.get(key);
      if (owner !== undefined && owner !== company.name) problems.push(`alias "${alias}" of "${company.name}" (${file}) is also "${owner}"'s name or alias`);
      else owners.set(key, company.name);
    }
  }
  return problems;
}

/**
 * Validates every company of every slice and the slices together.
 * @param {{ file: string, companies: object[] }[]} slices slices as readSlices returns them
 * @returns {string[]} problems as "<file> #<n> <name>: <problem>", then duplicates
 */
export function sliceProblems(slices) {
  const problems = [];
  for (const { file, companies } of slices) {
    companies.forEach((company, index) => {
      for (const problem of companyProblems(company)) problems.push(`${file} #${index + 1} ${company.name ?? '?'}: ${problem}`);
    });
  }
  return [...problems, ...duplicateProblems(slices), ...aliasProblems(slices)];
}

/**
 * The merged dataset: the header of data/schema/header.json, the compile date and every slice's
 * companies in slice order, each with its keys in the documented order.
 * @param {{ companies: object[] }[]} slices slices as readSlices returns them
 * @param {string} compiledAt date of compilation, YYYY-MM-DD
 * @returns {object} the content of data/companies.json
 */
export function buildDataset(slices, compiledAt) {
  const header = readJson(HEADER_PATH);
  const companies = slices.flatMap((s) => s.companies).map((c) => Object.fromEntries(COMPANY_KEYS.map((k) => [k, c[k]])));
  return { title: header.title, compiledAt, description: header.description, sources: header.sources, fields: header.fields, companies };
}

/**
 * The text of a JSON file as the dataset scripts write it (two-space indent, final newline).
 * @param {unknown} value any JSON value
 * @returns {string}
 */
export function formatJson(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Parses a JSON file.
 * @param {string} path file path
 * @returns {any}
 */
export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Today's date as YYYY-MM-DD (UTC). */
export function today() {
  return new Date().toISOString().slice(0, 10);
}
