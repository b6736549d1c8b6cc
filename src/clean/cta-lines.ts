// A kept line that is nothing but a bare call to action: "Learn more", "Read more", "Get started", "Contact us",
// "Book a demo", "Try it for free", "Shop now", "View all" — the link under each card or section of a service,
// landing or shop page. `dropButtons` and `dropButtonsLate` take the ones the page styles as buttons (markup
// only); these are plain links or spans, and the gap steps bring them back between kept text. The golds leave
// them out (session 37, `prd19`: full CV service 87.487 → 87.532, listing +0.025, collection +0.024, article
// +0.002; 71 pages up, 19 down, the worst 0180 −0.011, whose gold keeps its "Learn More."). The test is
// the line's whole text, so "Learn more about our data services" (which names what it leads to) stays. English
// wording first, then the same links in French, German, Spanish, Italian, Portuguese, Dutch, Polish, Russian,
// Japanese, Chinese and Korean (not measured: the development sets are English).
import type { Block } from '../blocks/block.js';
import { keptLines, keptLineText } from './article/paragraph-of.js';

export interface CtaLineParams {
  /**
   * Drop a kept line that is only a bare call to action ("Learn more.", "Get started »"), on any page: 1 = when
   * most of its words are link words, 2 = any such line (0 = off).
   */
  ctaLines?: number;
}

/** The calls to action, each a whole line. */
const PHRASES = [
  'learn more',
  'read more',
  'find out more',
  'discover more',
  'see more',
  'view more',
  'view all',
  'see all',
  'more',
  'explore',
  'get started',
  'contact us',
  'book now',
  'shop now',
  'get a demo',
  'book a demo',
  'request a demo',
  'request demo',
  'schedule a demo',
  'try (?:it )?(?:for )?free',
  'try now',
  'start (?:your )?free trial',
  'start for free',
  'see plans',
  'compare plans',
  'see pricing',
  'view pricing',
  'sign up',
  'subscribe',
  'register',
  'sign in',
  'log in',
  'join now',
  'apply now',
  // the same links in the other languages the metadata reads (a decision that works only for English is none)
  'en savoir plus',
  'lire la suite',
  'voir plus',
  'voir tout',
  'acheter maintenant',
  'contactez-nous',
  'nous contacter',
  "s['’]inscrire",
  'se connecter',
  'mehr erfahren',
  'weiterlesen',
  'mehr lesen',
  'mehr anzeigen',
  'alle anzeigen',
  'jetzt kaufen',
  'jetzt starten',
  'kostenlos testen',
  'más información',
  'leer más',
  'ver más',
  'ver todo',
  'comprar ahora',
  'contáctanos',
  'regístrate',
  'iniciar sesión',
  'scopri di più',
  'leggi di più',
  'continua a leggere',
  'vedi tutto',
  'acquista ora',
  'contattaci',
  'registrati',
  'saiba mais',
  'leia mais',
  'ver mais',
  'ver tudo',
  'compre agora',
  'fale conosco',
  'cadastre-se',
  'lees meer',
  'meer informatie',
  'bekijk alles',
  'nu kopen',
  'neem contact op',
  'czytaj więcej',
  'dowiedz się więcej',
  'zobacz więcej',
  'zobacz wszystkie',
  'kup teraz',
  'подробнее',
  'читать далее',
  'читать дальше',
  'узнать больше',
  'показать ещё',
  'показать еще',
  'смотреть все',
  'купить сейчас',
  '詳しくはこちら',
  '続きを読む',
  'もっと見る',
  'すべて見る',
  '詳細を見る',
  '了解更多',
  '阅读更多',
  '閱讀更多',
  '查看更多',
  '查看全部',
  '立即购买',
  '자세히 보기',
  '더 ?보기',
  '전체 ?보기',
];
/** A phrase, then a full stop, arrow or chevron at most; not a colon ("More: …" introduces a link). */
const CTA = new RegExp(`^(?:${PHRASES.join('|')})[\\s.!。！»›>→]*$`, 'iu');
/** Most words of such a line. */
const MAX_WORDS = 4;

export function isCtaLine(text: string): boolean {
  return CTA.test(text.trim());
}

/** 1 for each kept block of a line that is only a bare call to action (`ctaLines`). */
export function ctaLineBlocks(blocks: readonly Block[], kept: readonly boolean[], mode: number): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  for (const line of keptLines(blocks, kept)) {
    if (line.words === 0 || line.words > MAX_WORDS) continue;
    if (mode === 1 && line.linkWords * 2 < line.words) continue;
    if (!isCtaLine(keptLineText(blocks, kept, line))) continue;
    for (let j = line.from; j < line.to; j++) if (kept[j]) marks[j] = 1;
  }
  return marks;
}
