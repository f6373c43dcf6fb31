/**
 * The arithmetic of star ratings, from a painter's published reviews (their count and the sum of
 * their stars). Pure: the dashboard's figures and the matching order both read it.
 */

/** The average shown to people, to one decimal (4.75 → 4.8); null without reviews. */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  // Integers until the last step: a true x.x5 rounds up, never down through a float error.
  return Math.round((ratingSum * 10) / reviewCount) / 10;
}

/**
 * What a painter's rating weighs when matching breaks a tie: a Bayesian average, as if every
 * painter had RATING_PRIOR.weight reviews of RATING_PRIOR.mean stars before their real ones.
 * A painter without reviews scores the prior exactly: above painters whose record is worse,
 * below painters with a proven better one, so a newcomer is neither punished nor favoured. Few
 * reviews move the score little: one 5-star review (4.58) never beats 40 reviews averaging 4.9
 * (4.86). The prior's 4.5 is where published ratings of a vetted trade usually sit.
 */
export const RATING_PRIOR = { mean: 4.5, weight: 5 } as const;

export function matchingRatingScore(ratingSum: number, reviewCount: number): number {
  const count = Math.max(0, reviewCount);
  return (ratingSum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (count + RATING_PRIOR.weight);
}
