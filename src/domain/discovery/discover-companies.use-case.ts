import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AutomationStates, DISCOVERY_JOB } from './automation-state.port';
import { KnownCompanies, WebsiteDomains } from './company-identity';
import { CompanySources } from './company-source.port';
import { categoriesFor, type DiscoveryCategoryKey } from './discovery-categories';
import { normaliseDiscoveredCompany, type DiscoveredCompany } from './discovered-company';
import { DiscoveredSubmissions, type CreatedSubmission } from './discovered-submissions.port';
import { summarise, type DiscoveryResult, type SourceReport } from './discovery-result';

/** Advisory lock serialising the read-known-then-insert step of concurrent runs and imports. */
export const SUBMISSION_WRITE_LOCK = 'company-submissions:dedupe';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'unknown error';

/**
 * One discovery run (docs/api-contract.md#how-the-web-calls-the-api `POST /api/admin/discover-companies`, docs/data-and-discovery.md#discovery-automation): asks every
 * source for companies of the category (all categories when none is named), normalises them, drops
 * those already in the directory or submitted before (any status) or reported twice, and stores the
 * rest as pending submissions with source "discovery:<source>". A source that fails is reported in
 * the result; the others still count. The run is recorded as the job's last run.
 */
export class DiscoverCompanies {
  constructor(
    private readonly sources: CompanySources,
    private readonly submissions: DiscoveredSubmissions,
    private readonly websiteDomains: WebsiteDomains,
    private readonly unitOfWork: UnitOfWork,
    private readonly automation: AutomationStates,
    private readonly clock: Clock,
  ) {}

  async execute(input: { category?: DiscoveryCategoryKey | null; trigger?: DiscoveryResult['trigger'] } = {}): Promise<DiscoveryResult> {
    const categories = categoriesFor(input.category);
    const sources = this.sources.all();
    const year = this.clock.now().getUTCFullYear();
    // Sources are independent and slow (network): ask them all at once.
    const answers = await Promise.allSettled(sources.map((source) => source.find(categories)));
    const found = answers.map((answer) =>
      answer.status === 'fulfilled' ? answer.value.companies.map((c) => normaliseDiscoveredCompany(c, year)).filter((c): c is DiscoveredCompany => c !== null) : [],
    );

    const { reports, created } = await this.unitOfWork.run(
      async () => {
        const candidates = KnownCompanies.identitiesOf(this.websiteDomains, found.flat());
        const known = new KnownCompanies(this.websiteDomains, await this.submissions.knownAmong(candidates));
        const reports: SourceReport[] = [];
        const created: CreatedSubmission[] = [];
        for (const [index, source] of sources.entries()) {
          const answer = answers[index];
          if (answer.status === 'rejected') {
            reports.push({ name: source.name, found: 0, created: 0, duplicates: 0, error: reason(answer.reason) });
            continue;
          }
          const { fresh, duplicates } = known.admit(found[index]);
          const rows = fresh.length > 0 ? await this.submissions.createPending(`discovery:${source.name}`, fresh) : [];
          created.push(...rows);
          const { invalid, truncated } = answer.value;
          reports.push({
            name: source.name,
            found: found[index].length,
            created: rows.length,
            duplicates: duplicates.length,
            ...(invalid > 0 ? { invalid } : {}),
            ...(truncated ? { truncated } : {}),
          });
        }
        return { reports, created };
      },
      { lock: SUBMISSION_WRITE_LOCK },
    );

    const result: DiscoveryResult = {
      companiesFound: created.length,
      summary: summarise(reports),
      sources: reports,
      newSubmissions: created,
      category: input.category ?? null,
      trigger: input.trigger ?? 'manual',
      ranAt: this.clock.now(),
    };
    await this.automation.recordRun(DISCOVERY_JOB, result);
    return result;
  }
}
