import { describe, expect, it } from 'vitest';
import { parseSubjectDecision, stripReplyPrefixes } from '../../../../lambdas/mail/inbound/subject';

describe('parseSubjectDecision', () => {
  it.each([
    '[Puerto Rico g7k2 #42] Your turn: choose a role',
    'Re: [Puerto Rico g7k2 #42] Your turn: choose a role',
    'RE: RE: [Puerto Rico g7k2 #42] Your turn',
    'Fwd: [Puerto Rico g7k2 #42] Your turn',
    '返信: [Puerto Rico g7k2 #42] あなたの番です',
    'Ｒｅ：［Puerto Rico g7k2 ＃42］ あなたの番です',
    '[EXTERNAL] Re: [Puerto Rico G7K2 #42] Your turn',
    'Your turn (was: [Puerto Rico g7k2 #42])',
  ])('%s', (subject) => {
    expect(parseSubjectDecision(subject)).toEqual({ gameId: 'g7k2', step: 42 });
  });

  it('a bracket without a step names the game only', () => {
    expect(parseSubjectDecision('Re: [Era of Inventions eoi42x] Game over')).toEqual({ gameId: 'eoi42x', step: null });
  });

  it('prefers the bracket with a step over a list tag', () => {
    expect(parseSubjectDecision('[Board Games] Re: [Nippon n1pp #7] Your turn')).toEqual({ gameId: 'n1pp', step: 7 });
  });

  it.each(['Re: hello', '[g7k2 #42]', '[Puerto Rico g7 #42]', '', 'Puerto Rico g7k2 #42'])('no decision in %j', (subject) => {
    expect(parseSubjectDecision(subject)).toBeNull();
  });
});

describe('stripReplyPrefixes', () => {
  it('removes stacked reply and forward prefixes', () => {
    expect(stripReplyPrefixes('Re: Fwd: AW: [Puerto Rico g7k2 #42] Your turn')).toBe('[Puerto Rico g7k2 #42] Your turn');
    expect(stripReplyPrefixes('RE[2]: 返信: x')).toBe('x');
    expect(stripReplyPrefixes('Regarding the harbor')).toBe('Regarding the harbor');
  });
});
