import type { Account } from '../accounts/account';
import { companyNameKey } from '../directory/company-name';
import type { CompanyType } from '../directory/taxonomy';
import { Clock } from '../shared/clock.port';
import type { CompanySubmission } from './company-submission';
import { InvalidSubmissionError } from './company-submissions.errors';
import { CompanySubmissions } from './company-submissions.port';
import { foundedYearMessage } from '../directory/company-fact-rules';
import { FOUNDED_YEAR_MIN, isValidFoundedYear, normaliseWebsite } from './submission-rules';

/** The Submit Company form's fields (docs/data-model.md#transfer-shapes), already shape-checked by the API. */
export interface SubmitCompanyInput {
  name: string;
  type: CompanyType;
  location: string;
  country: string;
  description?: string | null;
  website?: string | null;
  contactEmail?: string | null;
  contactName?: string | null;
  contactTitle?: string | null;
  employeeCount?: number | null;
  foundedYear?: number | null;
  services?: string[];
  therapeuticAreas?: string[];
  serviceLocations?: string[];
  moleculeTypes?: string[];
  developmentPhases?: string[];
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;
const unique = (values: string[] | undefined) => [...new Set(values ?? [])];

/**
 * A signed-in member proposes a company for the directory (docs/screens.md#submit-company); it waits,
 * `pending`, for an admin. An empty contact email becomes the member's account email: the Submit Review
 * screen's "add it here" panel sends it empty (docs/api-contract.md#form-rules, docs/decisions/0013). A website typed without a
 * scheme is stored with https://.
 * @throws InvalidSubmissionError when the founded year lies after the current year.
 */
export class SubmitCompany {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly clock: Clock,
  ) {}

  async execute(member: Account, input: SubmitCompanyInput): Promise<CompanySubmission> {
    if (input.foundedYear != null && !isValidFoundedYear(input.foundedYear, this.clock.now())) {
      throw new InvalidSubmissionError('foundedYear', foundedYearMessage(FOUNDED_YEAR_MIN, this.clock.now()));
    }
    const name = input.name.trim();
    return this.submissions.create({
      submittedBy: member.id,
      source: 'person',
      name,
      nameKey: companyNameKey(name),
      type: input.type,
      location: input.location.trim(),
      country: input.country.trim(),
      description: textOrNull(input.description),
      website: normaliseWebsite(input.website),
      contactEmail: textOrNull(input.contactEmail)?.toLowerCase() ?? member.email,
      contactName: textOrNull(input.contactName),
      contactTitle: textOrNull(input.contactTitle),
      employeeCount: input.employeeCount ?? null,
      foundedYear: input.foundedYear ?? null,
      services: unique(input.services),
      therapeuticAreas: unique(input.therapeuticAreas),
      serviceLocations: unique(input.serviceLocations),
      moleculeTypes: unique(input.moleculeTypes),
      developmentPhases: unique(input.developmentPhases),
    });
  }
}
