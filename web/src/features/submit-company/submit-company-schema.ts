import * as yup from 'yup';
import { EMAIL_PATTERN } from '@domain/accounts/account-rules';
import {
  EMPLOYEE_COUNT_MAX,
  FOUNDED_YEAR_MIN,
  foundedYearMax,
  SUBMISSION_DESCRIPTION_MAX_LENGTH,
  SUBMISSION_EMAIL_MAX_LENGTH,
  SUBMISSION_MESSAGES,
  SUBMISSION_TEXT_MAX_LENGTH,
  normaliseWebsite,
  parseWholeNumber,
  WEBSITE_PATTERN,
} from '@domain/company-submissions/submission-rules';
import { COMPANY_TYPES, DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '@domain/directory/taxonomy';
import { foundedYearMessage } from '@domain/directory/company-fact-rules';

const requiredText = (message: string) => yup.string().trim().required(message).max(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong);
const optionalText = (max: number, message: string) => yup.string().trim().max(max, message);

/** A number typed into a text field: empty means "not given"; thousands separators are fine ("20,000"). */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'string' ? (original.trim() === '' ? undefined : parseWholeNumber(original)) : value))
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

const listOf = <T extends string>(values: readonly T[], message: string) =>
  yup
    .array(
      yup
        .string()
        .required()
        .oneOf([...values], message),
    )
    .default([]);

/**
 * The Submit Company form's rules (docs/api-contract.md#form-rules): name, type, location, country and contact email
 * required; founded year 1900 to the current year in UTC, as the server counts it (foundedYearMax); the
 * API's messages (submission-rules.ts).
 */
export function submitCompanySchema(currentYear: number = foundedYearMax(new Date())) {
  return yup.object({
    name: requiredText(SUBMISSION_MESSAGES.name),
    type: yup
      .string()
      .required(SUBMISSION_MESSAGES.type)
      .oneOf([...COMPANY_TYPES], SUBMISSION_MESSAGES.type),
    location: requiredText(SUBMISSION_MESSAGES.location),
    country: requiredText(SUBMISSION_MESSAGES.country),
    // Typed as read ("www.lonza.com"): stored, and sent, with https:// (normaliseWebsite).
    website: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? (normaliseWebsite(value) ?? '') : value))
      .max(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong)
      .test('website', SUBMISSION_MESSAGES.website, (value) => !value || WEBSITE_PATTERN.test(value)),
    foundedYear: optionalWholeNumber(FOUNDED_YEAR_MIN, currentYear, SUBMISSION_MESSAGES.foundedYear)
      .min(FOUNDED_YEAR_MIN, foundedYearMessage(FOUNDED_YEAR_MIN, new Date(Date.UTC(currentYear, 0, 1))))
      .max(currentYear, foundedYearMessage(FOUNDED_YEAR_MIN, new Date(Date.UTC(currentYear, 0, 1)))),
    employeeCount: optionalWholeNumber(1, EMPLOYEE_COUNT_MAX, SUBMISSION_MESSAGES.employeeCount),
    description: optionalText(SUBMISSION_DESCRIPTION_MAX_LENGTH, SUBMISSION_MESSAGES.descriptionTooLong),
    services: listOf(SERVICES, SUBMISSION_MESSAGES.services),
    therapeuticAreas: listOf(THERAPEUTIC_AREAS, SUBMISSION_MESSAGES.therapeuticAreas),
    serviceLocations: listOf(SERVICE_LOCATIONS, SUBMISSION_MESSAGES.serviceLocations),
    moleculeTypes: listOf(MOLECULE_TYPES, SUBMISSION_MESSAGES.moleculeTypes),
    developmentPhases: listOf(DEVELOPMENT_PHASES, SUBMISSION_MESSAGES.developmentPhases),
    contactName: optionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong),
    contactTitle: optionalText(SUBMISSION_TEXT_MAX_LENGTH, SUBMISSION_MESSAGES.tooLong),
    contactEmail: yup
      .string()
      .trim()
      .required(SUBMISSION_MESSAGES.contactEmailRequired)
      .matches(EMAIL_PATTERN, SUBMISSION_MESSAGES.contactEmail)
      .max(SUBMISSION_EMAIL_MAX_LENGTH, SUBMISSION_MESSAGES.contactEmail),
  });
}

/** What the form holds while it is edited: numbers as typed text, lists as arrays. */
export interface SubmitCompanyValues {
  name: string;
  type: CompanyType | '';
  location: string;
  country: string;
  website: string;
  foundedYear: string;
  employeeCount: string;
  description: string;
  services: string[];
  therapeuticAreas: string[];
  serviceLocations: string[];
  moleculeTypes: string[];
  developmentPhases: string[];
  contactName: string;
  contactTitle: string;
  contactEmail: string;
}

export const emptySubmitCompany = (contactEmail = ''): SubmitCompanyValues => ({
  name: '',
  type: '',
  location: '',
  country: '',
  website: '',
  foundedYear: '',
  employeeCount: '',
  description: '',
  services: [],
  therapeuticAreas: [],
  serviceLocations: [],
  moleculeTypes: [],
  developmentPhases: [],
  contactName: '',
  contactTitle: '',
  contactEmail,
});
