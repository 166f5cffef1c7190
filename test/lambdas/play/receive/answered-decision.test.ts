import { describe, expect, it } from 'vitest';
import { answeredStep, markerStep } from '../../../../lambdas/play/receive/answered-decision';
import { decisionMarker } from '../../../../templates';

describe('which decision a reply answers, now that the subject never changes', () => {
  it('reads the marker the templates write, from the quoted email', () => {
    const quoted = `2\n\nOn Mon, pbem wrote:\n> Your turn: choose a role\n> Puerto Rico · ${decisionMarker('u7b8', 42)}\n> 1. role mayor`;
    expect(markerStep(quoted, 'u7b8')).toBe(42);
  });

  it("takes the first marker of this game only (the newest quoted email), not another game's", () => {
    expect(markerStep('> x9y8#7\n> u7b8#12\n> > u7b8#3', 'u7b8')).toBe(12);
    expect(markerStep('> ab-u7b8#5', 'u7b8')).toBeNull();
    expect(markerStep('no marker', 'u7b8')).toBeNull();
  });

  it('prefers a numbered subject (mail sent before the change), else the body', () => {
    expect(answeredStep({ decision: { gameId: 'u7b8', step: 9 }, text: '> u7b8#12' }, 'u7b8')).toBe(9);
    expect(answeredStep({ decision: { gameId: 'u7b8', step: null }, text: '> u7b8#12' }, 'u7b8')).toBe(12);
    expect(answeredStep({ decision: null, text: '' }, 'u7b8')).toBeNull();
  });
});
