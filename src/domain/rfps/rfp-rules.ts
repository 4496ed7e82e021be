/**
 * Requests for proposal and bids (docs/rfps.md): statuses, limits and the exact messages the API answers and the
 * web shows. A buyer sends an RFP from a project to 1-5 listed companies; each company's verified vendors bid,
 * decline or ask questions until the deadline; the buyer awards one bid or closes the RFP.
 */

/** An RFP takes bids while `open`; `awarded` and `closed` are final. */
export const RFP_STATUSES = ['open', 'awarded', 'closed'] as const;
export type RfpStatus = (typeof RFP_STATUSES)[number];

/**
 * Where one recipient company stands: `awaiting_claim` (no verified vendor account yet), `delivered` (in its vendors'
 * inbox), `viewed` (a vendor opened it), `bid`, `declined`.
 */
export const RFP_RECIPIENT_STATUSES = ['awaiting_claim', 'delivered', 'viewed', 'bid', 'declined'] as const;
export type RfpRecipientStatus = (typeof RFP_RECIPIENT_STATUSES)[number];

/** What an award made of each recipient: the winner `awarded`, every other `not_selected`; null before an award. */
export const RFP_OUTCOMES = ['awarded', 'not_selected'] as const;
export type RfpOutcome = (typeof RFP_OUTCOMES)[number];

/** Lengths, in characters. */
export const RFP_TITLE_MAX_LENGTH = 200;
export const RFP_SCOPE_MAX_LENGTH = 10_000;
export const RFP_DECLINE_REASON_MAX_LENGTH = 2_000;
export const RFP_QUESTION_MAX_LENGTH = 2_000;
export const RFP_ANSWER_MAX_LENGTH = 5_000;
export const BID_DESCRIPTION_MAX_LENGTH = 500;
export const BID_ASSUMPTIONS_MAX_LENGTH = 5_000;
export const BID_NAME_MAX_LENGTH = 200;

/** Companies one RFP goes to. */
export const RFP_RECIPIENTS_MIN = 1;
export const RFP_RECIPIENTS_MAX = 5;
/** Invitations by email the buyer may send per company of one RFP. */
export const RFP_INVITATIONS_PER_COMPANY = 3;
/** RFPs one member may send per UTC day, whatever their plan. */
export const RFPS_PER_DAY = 20;

/** A bid's bounds: line items, amounts (USD), timeline (weeks), milestones, team lines and FTE. */
export const BID_LINE_ITEMS_MIN = 1;
export const BID_LINE_ITEMS_MAX = 50;
export const BID_AMOUNT_MAX_USD = 1e10;
export const BID_TIMELINE_WEEKS_MIN = 1;
export const BID_TIMELINE_WEEKS_MAX = 520;
export const BID_MILESTONES_MAX = 30;
export const BID_TEAM_MAX = 30;
export const BID_FTE_MIN = 0.1;
export const BID_FTE_MAX = 100;

/** Without a brief end date, the buyer is invited to review the awarded company this many days after the award. */
export const REVIEW_INVITATION_DAYS_AFTER_AWARD = 90;

/** What the RFP endpoints answer. */
export const RFP_MESSAGES = {
  title: `Title is required and must be at most ${RFP_TITLE_MAX_LENGTH} characters`,
  scope: `Scope is required and must be at most ${RFP_SCOPE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  deadline: 'The deadline must be in the future',
  budgetBand: 'Budget band must be one of the Find Match budgets',
  projectType: 'Please select a project type',
  companies: `Choose between ${RFP_RECIPIENTS_MIN} and ${RFP_RECIPIENTS_MAX} companies`,
  companyNotInProject: 'Every company must be in this project',
  revealIdentity: 'revealIdentity must be true or false',
  openLimit: (n: number) => `Your plan allows ${n} open RFP(s) at a time. Award or close one first.`,
  dailyLimit: `You can send at most ${RFPS_PER_DAY} RFPs a day`,
  notFound: 'RFP not found',
  notOpen: 'This RFP is no longer open',
  alreadyInInbox: 'This company already receives the RFP in its vendor inbox',
  notARecipient: 'This company is not a recipient of this RFP',
  invitationDomain: "The address must be at the company's own domain",
  tooManyInvitations: `At most ${RFP_INVITATIONS_PER_COMPANY} invitations a company for this RFP`,
  email: 'Please enter a valid email address',
  invitationInvalid: 'This invitation link is invalid or has expired',
  claimDomain: "Sign in with an address at the company's own domain",
  companyId: 'companyId must be the id of a company',
  chooseCompany: 'Say which of your companies acts (companyId)',
  negativeAmount: 'Amounts cannot be negative',
  amountTooLarge: 'Amounts must be at most 10,000,000,000 USD',
  lineItems: `A bid has between ${BID_LINE_ITEMS_MIN} and ${BID_LINE_ITEMS_MAX} line items`,
  totalMismatch: 'The total must equal the sum of the line items',
  category: "Choose a category from this RFP's list",
  description: `Line item descriptions must be at most ${BID_DESCRIPTION_MAX_LENGTH} characters`,
  timelineWeeks: `Timeline must be a whole number of weeks between ${BID_TIMELINE_WEEKS_MIN} and ${BID_TIMELINE_WEEKS_MAX}`,
  milestones: `A bid has at most ${BID_MILESTONES_MAX} milestones, each with a name and a week within the timeline`,
  team: `A bid has at most ${BID_TEAM_MAX} team lines, each with a role and an FTE between ${BID_FTE_MIN} and ${BID_FTE_MAX}`,
  assumptions: `Assumptions must be at most ${BID_ASSUMPTIONS_MAX_LENGTH.toLocaleString('en-US')} characters`,
  validUntil: 'Valid until must be a date (YYYY-MM-DD), not before today',
  deadlinePassed: 'The deadline has passed',
  declineReason: `Please give a reason (at most ${RFP_DECLINE_REASON_MAX_LENGTH.toLocaleString('en-US')} characters)`,
  question: `A question has 1 to ${RFP_QUESTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  answer: `An answer has 1 to ${RFP_ANSWER_MAX_LENGTH.toLocaleString('en-US')} characters`,
  shareWithAll: 'shareWithAll must be true or false',
  questionNotFound: 'Question not found',
  awardWithoutBid: 'Only a recipient that bid can be awarded',
  format: 'format must be csv or pdf',
} as const;

/** Extra answers: amounts in whole dollars or cents; sending needs an approved member. */
export const RFP_EXTRA_MESSAGES = {
  cents: 'Amounts must be in whole dollars or cents',
  notApproved: 'Only approved members can send RFPs. Your account is still waiting for verification.',
} as const;
