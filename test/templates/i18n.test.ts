import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/index';
import { formatTime, gameTitle, joinNames, messages, renderReplyReport, renderStatusEmail } from '../../templates';
import { en } from '../../templates/i18n/en';
import { ja } from '../../templates/i18n/ja';
import { statusModel } from './helpers';

describe('the message catalogue', () => {
  it('has every English key in Japanese, each a non-empty text or a sentence-maker', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(ja)) {
      const text =
        typeof value === 'string'
          ? value
          : (value as (p: Record<string, unknown>) => string)({
              prompt: 'x',
              names: 'x',
              name: 'x',
              n: 2,
              line: 'x',
              reason: 'x',
              word: 'x',
              deadline: 'x',
              graceEnds: 'x',
              move: 'x',
              moves: 'x',
              until: 'x',
              policy: 'x',
              headline: 'x',
              range: 'x',
              order: 'x',
              value: 'x',
              max: 1,
              days: 1,
              used: 1,
              answered: 1,
              now: 2,
              status: 'active',
            });
      expect(text.length, key).toBeGreaterThan(0);
    }
  });

  it('keeps the reply marker the inbound extractor cuts at, in Japanese too', async () => {
    const { extractReply } = await import('../../lambdas/mail/inbound/index');
    for (const marker of [ja.replyAbove, en.replyAbove]) expect(extractReply(`2\n\n${marker}\nYour turn\n1. role mayor`).reply).toBe('2');
  });

  it("writes dates in the reader's zone and language", () => {
    expect(formatTime('2026-11-24T09:00:00.000Z', 'Asia/Tokyo', 'ja')).toBe('2026年11月24日(火) 18:00 (Asia/Tokyo)');
    expect(formatTime('2026-11-24T09:00:00.000Z', 'Europe/Berlin', 'en')).toBe('Tue 24 Nov 2026, 10:00 (Europe/Berlin)');
  });

  it("names every registered game in the reader's language, with the title the game gives for it", () => {
    for (const g of registry.all) {
      expect(gameTitle(g.meta, 'ja'), g.meta.id).toBe(g.meta.titleJa);
      expect(gameTitle(g.meta, 'en'), g.meta.id).toBe(g.meta.title);
      expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(g.meta.titleJa), g.meta.id).toBe(true);
      // The provisional-data notice of the English title survives in Japanese subjects.
      expect(/\(.+\)/.test(g.meta.title), g.meta.id).toBe(g.meta.titleJa.includes('暫定データ'));
    }
    expect(gameTitle(registry.get('nippon')!.meta, 'ja')).toBe('ニッポン（暫定データ）');
    expect(gameTitle(registry.get('era-of-inventions')!.meta, 'ja')).toBe('発明の時代（暫定データ）');
    expect(gameTitle(registry.get('puerto-rico')!.meta, 'ja')).toBe('プエルトリコ');
  });

  it('joins names the way each language does', () => {
    expect(joinNames(['Ann', 'Bo', 'Cy'], 'en')).toBe('Ann, Bo and Cy');
    expect(joinNames(['Ann', 'Bo', 'Cy'], 'ja')).toBe('Ann、Bo、Cy');
  });

  it('renders a status email in Japanese: labels, reply marker, lang attribute', () => {
    const { html, text } = renderStatusEmail(statusModel({ lang: 'ja', headline: messages('ja').yourTurn({ prompt: '役割を選ぶ' }) }));
    expect(text.split('\n')[0]).toBe('あなたの番です：役割を選ぶ');
    expect(text).toContain(ja.sinceLast);
    expect(text).toContain(ja.yourMoves);
    expect(text).toContain(ja.replyAbove);
    expect(text).not.toContain('Since your last email');
    expect(html).toContain('lang="ja"');
    expect(html).toContain(ja.tapMove);
  });

  it('renders a reply report in Japanese', () => {
    const email = renderReplyReport({
      recipient: { seat: 0, name: 'Ann', address: 'a@x.test', timezone: 'Asia/Tokyo' },
      replyAddress: 'g-g1-0-x@p.test',
      lang: 'ja',
      game: { id: 'g1', kind: 'x', title: 'プエルトリコ' },
      step: 3,
      applied: [],
      failed: { line: 'どれか', reason: '「どれか」は分かりません。' },
      notRun: [],
      yourMoves: null,
    });
    expect(email.text.split('\n')[0]).toBe('実行されませんでした：どれか');
    expect(email.text).toContain(`[${ja.refused}]`);
  });
});
