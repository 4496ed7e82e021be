/**
 * The mails of RFPs (docs/rfps.md#mail). None carries bid figures; the buyer is named only when the RFP reveals
 * them (`buyer` is then their name and organization, else the anonymous line).
 */
export abstract class RfpMailer {
  /** To a verified vendor of a recipient company: a new RFP in their inbox. */
  abstract sendReceived(to: string, mail: { name: string; companyName: string; title: string; buyer: string; deadline: Date; link: string }): Promise<void>;
  /** To an address at a company awaiting its claim: the signed link to sign up, claim and answer. */
  abstract sendInvitation(to: string, mail: { companyName: string; title: string; buyer: string; deadline: Date; link: string }): Promise<void>;
  /** To the buyer: a recipient asked a question (not its text). */
  abstract sendQuestionAsked(to: string, mail: { title: string; link: string }): Promise<void>;
  /** To the winner's vendors. */
  abstract sendSelected(to: string, mail: { name: string; companyName: string; title: string; link: string }): Promise<void>;
  /** To the other recipients' vendors: polite, without figures or the winner's name. */
  abstract sendNotSelected(to: string, mail: { name: string; companyName: string; title: string }): Promise<void>;
  /** To the recipients' vendors: closed without an award. */
  abstract sendClosed(to: string, mail: { name: string; companyName: string; title: string }): Promise<void>;
  /** To the sender, after the engagement: "How was working with {company}?". */
  abstract sendReviewInvitation(to: string, mail: { companyName: string; link: string }): Promise<void>;
}
