// Figures from rounds that take turns on a machine whose speed drifts (by a sixth within a minute, and more between
// runs): the median of each figure's rounds, and a ratio that compares a figure only with what its reference did at
// the same moments: each round's figure against the mean of the reference measured just before and just after it.

export function median(values: number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** the round with the median rate (its other figures with it), and every round's rate for the log */
export function medianRound<T>(rounds: T[], rateOf: (round: T) => number): T & { rate: number; rounds: number[] } {
  const rate = median(rounds.map(rateOf));
  const nearest = rounds.reduce((a, b) => (Math.abs(rateOf(b) - rate) < Math.abs(rateOf(a) - rate) ? b : a));
  return { ...nearest, rate, rounds: rounds.map(rateOf) };
}

/**
 * Bracketed ratios: `figures[i]` was measured between `references[i]` and `references[i + 1]` (so there is one
 * reference more than figures), and is compared with their mean. Returns each round's ratio and their median.
 */
export function bracketedRatio(figures: number[], references: number[]): { ratio: number; rounds: number[] } {
  if (!figures.length || references.length !== figures.length + 1) {
    throw new Error(`bracketed ratios need one reference more than figures (${figures.length} figures, ${references.length} references)`);
  }
  const rounds = figures.map((figure, i) => figure / ((references[i] + references[i + 1]) / 2));
  return { ratio: median(rounds), rounds };
}
