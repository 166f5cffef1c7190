/**
 * The board picture in a status email as it is sent (README "Board pictures"): the letter of a
 * status email to a game that draws its board carries the PNG as an inline part
 * (multipart/related, Content-ID) that the HTML shows by `cid:` with width, height and alt text,
 * beside the legend; the plain-text part keeps the text board. The web mailbox turns the cid:
 * reference into the part's data, as a mail client does.
 */
import PostalMime from 'postal-mime';
import { describe, expect, it, vi } from 'vitest';
import { newMatch, registry } from '../../../../engine/index';
import { BOARD_PICTURE_CID, CLOSE_UP_CID, boardPicture } from '../../../../lambdas/mail/outbound/board-picture';
import { composeLetter } from '../../../../lambdas/play/letters/render-letters';
import { buildStatusModel } from '../../../../lambdas/play/letters/status-model';
import { inlineImages } from '../../../../infra/local/mailbox';
import { statusModel } from '../../../templates/helpers';

function statusLetter(kind: string, lang: 'en' | 'ja' = 'en') {
  const game = registry.get(kind)!;
  const made = newMatch(game, 3, {}, `letter-${kind}`);
  if (!made.ok) throw new Error(made.error.reason);
  const model = buildStatusModel({
    game,
    match: made.match,
    seat: 1,
    names: ['Anna', 'Ben', 'Cleo'],
    gameId: 'g7k2',
    recipientAddress: 'ben@example.com',
    replyAddress: 'g-g7k2-1-abc@play.example.org',
    lang,
  });
  return { template: 'status', model: JSON.stringify(model), fromName: 'pbem', replyTo: 'g-g7k2-1-abc@play.example.org' };
}

describe('a status email with its board picture', () => {
  it.each(['barrage', 'nippon', 'puerto-rico', 'era-of-inventions'])(
    '%s: an inline PNG part the HTML shows by cid, with size and alt text; the text part keeps the text board',
    async (kind) => {
      const { raw } = await composeLetter('ben@example.com', 'games@play.example.org', statusLetter(kind));
      const text = raw.toString('utf8');
      expect(text).toMatch(/Content-Type: multipart\/related/);
      const parsed = await PostalMime.parse(raw);
      const part = parsed.attachments.find((a) => a.contentId === `<${BOARD_PICTURE_CID}>`);
      expect(part?.mimeType).toBe('image/png');
      expect(part?.disposition).toBe('inline');
      const png = Buffer.from(part!.content as ArrayBuffer);
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
      const img = new RegExp(`<img src="cid:(${BOARD_PICTURE_CID})" width="(\\d+)" height="(\\d+)" alt="([^"]+)"`).exec(parsed.html ?? '');
      expect(img?.[1]).toBe(BOARD_PICTURE_CID);
      expect([Number(img?.[2]), Number(img?.[3])]).toEqual([png.readUInt32BE(16), png.readUInt32BE(20)]);
      expect(img?.[4]?.length).toBeGreaterThan(20);
      // The legend names the players with their seat colours and shapes.
      expect(parsed.html).toMatch(/<strong style="color:#0072B2">■2<\/strong> Ben/);
      const boardText = (JSON.parse(statusLetter(kind).model) as { boardText: string }).boardText;
      expect(parsed.text?.replace(/\r\n/g, '\n')).toContain(boardText.split('\n').slice(0, 3).join('\n'));
      // Above it, the reader's own panel as a close-up that a phone shows unscaled.
      const close = parsed.attachments.find((a) => a.contentId === `<${CLOSE_UP_CID}>`);
      const closePng = Buffer.from(close!.content as ArrayBuffer);
      expect(closePng.readUInt32BE(16)).toBeLessThanOrEqual(320);
      const closeImg = new RegExp(
        `<img src="cid:${CLOSE_UP_CID}" width="(\\d+)" height="(\\d+)" alt="Your own part of the board, close up"`,
      ).exec(parsed.html ?? '');
      expect([Number(closeImg?.[1]), Number(closeImg?.[2])]).toEqual([closePng.readUInt32BE(16), closePng.readUInt32BE(20)]);
      expect(parsed.html!.indexOf(CLOSE_UP_CID)).toBeLessThan(parsed.html!.indexOf(BOARD_PICTURE_CID));
    },
    60_000,
  );

  it('writes the alt text and legend in the reader’s language', async () => {
    const { raw } = await composeLetter('ben@example.com', 'games@play.example.org', statusLetter('nippon', 'ja'));
    const parsed = await PostalMime.parse(raw);
    expect(new RegExp(`cid:${BOARD_PICTURE_CID}"[^>]* alt="([^"]+)"`).exec(parsed.html ?? '')?.[1]).toMatch(/ニッポン/);
    expect(parsed.html).toContain('alt="盤面のあなたの部分の拡大図"');
    expect(parsed.html).toContain('西日本');
  }, 30_000);

  it('leaves the email whole, without a picture, when the picture cannot be drawn', async () => {
    const barrage = registry.get('barrage')!;
    const spy = vi.spyOn(registry, 'get').mockImplementation((id) =>
      id === 'barrage'
        ? {
            ...barrage,
            picture: () => {
              throw new Error('cannot draw');
            },
          }
        : undefined,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { raw } = await composeLetter('ben@example.com', 'games@play.example.org', statusLetter('barrage'));
      const parsed = await PostalMime.parse(raw);
      expect(parsed.attachments).toEqual([]);
      expect(parsed.html).not.toContain('cid:');
      expect(parsed.html).toContain('Ben');
      expect(warn).toHaveBeenCalledWith('board picture failed; the email goes without it', {
        game: 'barrage',
        error: 'Error: cannot draw',
      });
    } finally {
      spy.mockRestore();
      warn.mockRestore();
    }
  }, 30_000);

  it('is not attached for a game that draws no board: the email is as before', async () => {
    const letter = { template: 'status', model: JSON.stringify(statusModel()), fromName: 'pbem', replyTo: 'g-g7k2-1-abc@play.example.org' };
    const { raw } = await composeLetter('ben@example.com', 'games@play.example.org', letter);
    expect(raw.toString('utf8')).not.toMatch(/multipart\/related|cid:/);
    expect(await boardPicture('no-such-game', {}, 'en', [])).toBeNull();
  });
});

describe('inlineImages (web mailbox)', () => {
  it('replaces a cid: image reference with its part as a data: URL, and leaves unknown ids and other types alone', () => {
    const html = '<img src="cid:board@pbem.picture" alt="x"><img src="cid:other@x"><a href=\'cid:doc@x\'>d</a>';
    const out = inlineImages(html, [
      { contentId: '<board@pbem.picture>', mimeType: 'image/png', content: 'iVBORw0K' },
      { contentId: '<doc@x>', mimeType: 'application/pdf', content: 'JVBER' },
    ]);
    expect(out).toBe('<img src="data:image/png;base64,iVBORw0K" alt="x"><img src="cid:other@x"><a href=\'cid:doc@x\'>d</a>');
  });
});
