import { bracketedRatio, median, medianRound } from '../../bench/support/rounds';

describe('bench rounds', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of no values');
  });

  it('keeps the figures of the round nearest the median rate', () => {
    const round = medianRound([{ tps: 900, cpu: 1 }, { tps: 1000, cpu: 2 }, { tps: 1200, cpu: 3 }], (r) => r.tps);
    expect(round).toEqual({ tps: 1000, cpu: 2, rate: 1000, rounds: [900, 1000, 1200] });
  });

  it('compares each round with the reference measured just before and just after it', () => {
    // the machine slows down, then speeds up: the figure is always 0.8 of the reference around it
    const references = [1000, 800, 1200, 1000];
    const figures = [720, 800, 880];
    const { ratio, rounds } = bracketedRatio(figures, references);
    expect(rounds.map((r) => r.toFixed(3))).toEqual(['0.800', '0.800', '0.800']);
    expect(ratio).toBeCloseTo(0.8, 10);
    // where the machine's speed jumps between rounds, the ratio of the medians mixes moments: 1200 / 1000
    const jumpy = { references: [1000, 2000, 1000, 1000], figures: [1200, 1200, 800] };
    expect(bracketedRatio(jumpy.figures, jumpy.references).ratio).toBeCloseTo(0.8, 10);
    expect(median(jumpy.figures) / median(jumpy.references)).toBeCloseTo(1.2, 10);
    expect(bracketedRatio([500, 600, 700], [1000, 1000, 1000, 1000]).ratio).toBe(0.6);
  });

  it('refuses references that do not bracket every figure', () => {
    expect(() => bracketedRatio([1, 2], [1, 2])).toThrow('one reference more than figures');
    expect(() => bracketedRatio([], [1])).toThrow('one reference more than figures');
  });
});
