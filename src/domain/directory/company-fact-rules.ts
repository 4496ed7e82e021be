/**
 * Messages and limits of an admin's company edit (DECISIONS §17), shared by the API's DTO and the web's edit
 * form. The facts must then pass the dataset's own rules (datasetCompanyProblems), as a curated entry would.
 */
export const COMPANY_TEXT_MAX_LENGTH = 200;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;
/** Largest annual revenue, millions of US dollars: within the column's numeric(15,2), far above any company. */
export const COMPANY_REVENUE_MAX = 10_000_000;
/** Aliases a company may carry (former, brand and parent names). */
export const COMPANY_ALIASES_MAX = 20;

export const COMPANY_FACT_MESSAGES = {
  name: 'Company name is required',
  type: 'Please select a company type',
  location: 'Location is required',
  country: 'Country is required',
  tooLong: `Must be at most ${COMPANY_TEXT_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${COMPANY_DESCRIPTION_MAX_LENGTH} characters`,
  website: 'Please enter a website address, such as www.example.com',
  foundedYear: 'Founded year must be a whole year',
  employeeCount: 'Employee count must be a positive whole number',
  revenueUsd: 'Revenue must be a positive number of millions of US dollars',
  yesNo: 'Must be yes, no or unknown',
  list: 'Please choose values from the list',
  aliases: `Aliases must be up to ${COMPANY_ALIASES_MAX} names`,
  reasonTooLong: 'Reason must be at most 2000 characters',
} as const;
