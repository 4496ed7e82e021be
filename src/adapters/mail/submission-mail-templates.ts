import { renderMail, type RenderedMail } from './account-mail-templates';

/**
 * Mail telling a member the company they submitted is now listed, with a link to its profile; it mentions
 * moderation only when reviews held for the submission (`releasedReviews`) entered it.
 */
export function submissionApprovedMail(name: string, companyName: string, companyLink: string, releasedReviews = 0): RenderedMail {
  return renderMail(`${companyName} is now listed on BioVetted`, {
    heading: `Thank you, ${name}`,
    paragraphs: [
      `Our team reviewed your submission and ${companyName} is now part of the BioVetted directory.`,
      ...(releasedReviews > 0
        ? [
            releasedReviews === 1
              ? 'Your review of it has entered moderation and will appear once approved.'
              : 'Your reviews of it have entered moderation and will appear once approved.',
          ]
        : []),
    ],
    action: { label: `View ${companyName}`, url: companyLink },
  });
}

/** Mail telling a member their company submission was not approved, with the reason if given. */
export function submissionRejectedMail(name: string, companyName: string, reason: string | null): RenderedMail {
  return renderMail(`Your submission of ${companyName}`, {
    heading: `Hello ${name}`,
    paragraphs: [
      `Thank you for suggesting ${companyName}. Our team reviewed it and could not add it to the directory.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'If you think this is a mistake, reply to this email with details about the company.',
    ],
  });
}

/**
 * Mail telling a member the company they proposed is already listed (under `companyName`), and that the reviews
 * they wrote for the proposal now wait for moderation there.
 */
export function submissionMergedMail(name: string, proposedName: string, companyName: string, companyLink: string, releasedReviews = 0): RenderedMail {
  return renderMail(`${proposedName} is already listed on BioVetted`, {
    heading: `Thank you, ${name}`,
    paragraphs: [
      proposedName === companyName
        ? `Our team found that ${companyName} is already part of the BioVetted directory, so no new listing was needed.`
        : `Our team found that ${proposedName} is already part of the BioVetted directory as ${companyName}, so no new listing was needed.`,
      ...(releasedReviews > 0
        ? [
            releasedReviews === 1
              ? `Your review now counts for ${companyName} and has entered moderation.`
              : `Your reviews now count for ${companyName} and have entered moderation.`,
          ]
        : []),
    ],
    action: { label: `View ${companyName}`, url: companyLink },
  });
}
