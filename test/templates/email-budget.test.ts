/**
 * The status email's size budget is kept at render time (templates/status.ts): where a long list
 * would pass it, the notes and then the drawn board give way, never a numbered line or its link.
 */
import { describe, expect, it } from 'vitest';
import { composeMime } from '../../lambdas/mail/outbound/compose';
import { renderStatusEmail } from '../../templates';
import { composedSize, EMAIL_BUDGET } from '../../templates/email-budget';
import type { NumberedMove, RenderedEmail } from '../../templates/model';
import { mailtoLinks, parseMailto, REPLY, statusModel } from './helpers';

async function composed(email: RenderedEmail): Promise<number> {
  const raw = await composeMime({
    from: '"pbem" <games@play.example.org>',
    to: 'ben@example.com',
    replyTo: REPLY,
    subject: email.subject,
    html: email.html,
    text: email.text,
    autoSubmitted: true,
  });
  return raw.length;
}

/** `count` whole turns with long Japanese labels and notes, as a heavy late-game list would have. */
function heavyList(count: number): NumberedMove[] {
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    text: `place corn; place indigo; place small-indigo-plant; place site-${i}`,
    label: `コーンのプランテーションに労働者を置く；インディゴのプランテーションに労働者を置く；${i}番の建物に労働者を置く`,
    note: `サンファンの労働者1人をコーンに置く。インディゴにも1人、小さいインディゴ工場にも1人置く（${i}）`,
  }));
}

describe('the status email’s size budget', () => {
  it('estimates the composed size from above, within 2 KB, in English and Japanese', async () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const count of [5, 40]) {
        const email = renderStatusEmail(statusModel({ yourMoves: heavyList(count), lang }));
        const actual = await composed(email);
        const estimate = composedSize(email);
        expect(estimate, `${lang}, ${count} lines`).toBeGreaterThanOrEqual(actual);
        expect(estimate - actual, `${lang}, ${count} lines`).toBeLessThan(2 * 1024);
      }
    }
  });

  it('keeps a list that would pass the budget under it, every numbered line still there and still a link', async () => {
    const under = { key: 0, label: '市長を選ぶ', note: '市長：労働者を配置する' };
    const firstOnly = { n: 51, text: 'role mayor', under, rest: '市長を選ぶ', firstOnly: true, note: 'この行動のみ（残りは次のメールで）' };
    const moves: NumberedMove[] = [...heavyList(50), firstOnly];
    const email = renderStatusEmail(statusModel({ yourMoves: moves, lang: 'ja' }));
    expect(await composed(email)).toBeLessThanOrEqual(EMAIL_BUDGET);
    const bodies = mailtoLinks(email.html)
      .map((l) => parseMailto(l.href).body)
      .filter((b) => b?.startsWith('place') || b === 'role mayor');
    expect(bodies).toEqual(moves.map((m) => m.text));
    for (const m of moves.slice(0, 50)) expect(email.text).toContain(`${m.n}. ${m.label}`);
    // The notes were what gave way, but a "this move only" line still says the rest comes later.
    expect(email.text).not.toContain(moves[0]!.note!);
    expect(email.text).toContain('51. 市長を選ぶ（この行動のみ（残りは次のメールで））');
  });

  it('leaves an email that fits as it is', () => {
    const moves = heavyList(5);
    const email = renderStatusEmail(statusModel({ yourMoves: moves, lang: 'ja' }));
    for (const m of moves) expect(email.text).toContain(m.note!);
  });
});
