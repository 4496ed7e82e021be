import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FEWER_THAN_MINIMUM, INSIGHT_MINIMUM_SHOWN, INSIGHT_WEEKS, MATCH_APPEARANCE_DEPTH } from '@domain/insights/insight-kinds';
import { INVITATION_BATCH_MAX, INVITED_REVIEW_LABEL, MONTHLY_INVITATION_CAP } from '@domain/review-invitations/review-invitation-rules';

/** One section of the methodology page, in its look. */
function MethodologySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} id={id} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, scrollMarginTop: 88 }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Paper>
  );
}

/**
 * How reviews stay honest and what vendors are shown, on the methodology page: who may not review a company, one
 * review a year, takedowns, invited reviews (and why they count like the rest) and what each vendor insight counts.
 */
export function ReviewIntegritySections() {
  return (
    <>
      <MethodologySection id="review-rules" title="Who may review, and how often">
        <Typography>
          Nobody reviews a company they work for or speak for: a member whose email is at the company&apos;s website domain, or who holds a vendor account for it, cannot
          review it. One person reviews a company at most once in twelve months, and deleting an account does not reset that: we keep a keyed fingerprint of the email
          with the company and the date of each published review, and nothing else about the person.
        </Typography>
        <Typography>
          Every review is read by a moderator before it is published, exactly as the profile will show it. A published review, an industry intelligence entry or a
          provider&apos;s response can be taken down later with a reason, which its author is told; the company&apos;s scores are recalculated at once, without it.
        </Typography>
      </MethodologySection>

      <MethodologySection id="invited-reviews" title="Invited reviews">
        <Typography>
          A verified provider may invite its own clients to review it ({INVITATION_BATCH_MAX} addresses at a time, {MONTHLY_INVITATION_CAP} a month, never at its own
          domain). Each invitation is a personal link for one address. Reviews written through one are labelled &ldquo;{INVITED_REVIEW_LABEL}
          &rdquo;, go through the same moderation and count in the scores exactly like every other review.
        </Typography>
        <Typography>
          Why the same weight: the provider chooses whom to invite, not what they write. Invited clients rate freely, good or bad, and the provider never learns who wrote
          a review. Weighing invited reviews less would penalise the providers that ask for feedback most openly; instead the label lets you read them with their origin
          in mind, and the ranking score&apos;s prior keeps a handful of reviews from moving a company far.
        </Typography>
      </MethodologySection>

      <MethodologySection id="vendor-insights" title="What providers see about their profile">
        <Typography>
          A verified provider sees, for its own company and the last {INSIGHT_WEEKS} weeks (Monday to Sunday, UTC), how many times its profile was viewed, added to a
          shortlist, opened in a comparison and ranked in the top {MATCH_APPEARANCE_DEPTH} of someone&apos;s match, and how many requests for proposal it received. Counts
          only, never who: a week with fewer than {INSIGHT_MINIMUM_SHOWN} of a kind shows &ldquo;{FEWER_THAN_MINIMUM}&rdquo;.
        </Typography>
        <Typography>
          A profile view is the profile page opened in a browser, reported by the page once it has loaded, so a page served quickly from a cache counts the same. The same
          person reopening it within half an hour counts once; the company&apos;s own vendors, API reads and crawlers that run no scripts are not counted. A compare
          appearance is a comparison opened on the Compare page that includes the company.
        </Typography>
      </MethodologySection>
    </>
  );
}
