// Readability.js's `_cleanConditionally`, on our tree: inside the article, containers that look like
// boilerplate by their make-up (more list items than paragraphs, many images, form fields, embeds, dense
// links, a negative class) are taken out, as Readability.js removes them from its article; asides,
// footers, buttons, form fields and embeds go whatever they hold (so only the video embeds Readability.js
// keeps are counted against their container), except, on request, the buttons that open an accordion's panels.
import { type ElementNode, getAttr, walk } from '../../html/node.js';
import { elementIndex } from '../../html/tree-order.js';
import { nameWords } from '../named-containers.js';
import { classWeight, isUnlikely } from './class-weight.js';

/** Characters, link characters, commas and heading characters of the text under an element. */
export interface TextTally {
  chars: number;
  linkChars: number;
  commas: number;
  headingChars: number;
}

/** Each element's tally, indexed by `elementIndex` (html/tree-order.ts); none for an element without text. */
export type TextTallies = readonly (TextTally | undefined)[];

interface Counts {
  p: number;
  img: number;
  li: number;
  input: number;
  embed: number;
}

/** The containers Readability.js cleans (tables are left alone: a data table is content). */
const CLEANED = new Set(['div', 'ul', 'ol', 'form', 'fieldset', 'section', 'aside']);
/** Elements Readability.js's `_prepArticle` removes from its article whatever they hold. */
const ALWAYS = new Set(['aside', 'footer', 'button', 'select', 'textarea', 'object', 'embed', 'iframe']);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr']);
const EMBEDS = new Set(['object', 'embed', 'iframe', 'video', 'audio']);
/** Class or id words naming an accordion's or FAQ's question (`nameWords`). */
const DISCLOSURE_WORDS =
  /(?:^| )(?:accordion|accordian|faq|faqs|question|collapse|collapsible|expander|disclosure)(?: |$)/;

/**
 * A button that shows and hides a panel of the page (WAI-ARIA's disclosure and accordion patterns:
 * `aria-expanded`, `aria-controls`, Bootstrap's `data-toggle="collapse"`): its text is the heading of the panel
 * it opens (an FAQ's question, a syllabus's module), not a control's label as a form's or a share bar's is.
 */
export function isDisclosureButton(e: ElementNode, byName = false): boolean {
  if (e.name !== 'button') return false;
  if (getAttr(e, 'aria-expanded') !== undefined || getAttr(e, 'aria-controls') !== undefined) return true;
  if ((getAttr(e, 'data-toggle') ?? getAttr(e, 'data-bs-toggle')) === 'collapse') return true;
  // With `byName`, a button whose class or id names an accordion's or FAQ's question.
  return byName && DISCLOSURE_WORDS.test(nameWords(e));
}

/** Readability.js's allowed videos: the only embeds still in its article when it counts them. */
const VIDEO_HOSTS =
  /\/\/(www\.)?((dailymotion|youtube|youtube-nocookie|player\.vimeo|v\.qq)\.com|(archive|upload\.wikimedia)\.org|player\.twitch\.tv)/i;

function isVideo(e: ElementNode): boolean {
  return e.attrs.some((a) => VIDEO_HOSTS.test(a.value.slice(0, 500)));
}

/** Numbers per element in `cleanConditionally`'s counts: p, img, li, input, embed. */
const COUNTS = 5;

function shouldRemove(
  e: ElementNode,
  counts: Int32Array,
  index: number,
  t: TextTally | undefined,
  weightClasses: boolean,
): boolean {
  const weight = weightClasses ? classWeight(e) : 0;
  if (weight < 0) return true;
  const chars = t?.chars ?? 0;
  if ((t?.commas ?? 0) >= 10) return false;
  const isList = e.name === 'ul' || e.name === 'ol';
  const linkDensity = chars > 0 ? (t?.linkChars ?? 0) / chars : 0;
  const headingDensity = chars > 0 ? (t?.headingChars ?? 0) / chars : 0;
  const k = COUNTS * index;
  const c: Counts = {
    p: counts[k],
    img: counts[k + 1],
    li: counts[k + 2],
    input: counts[k + 3],
    embed: counts[k + 4],
  };
  return (
    (c.img > 1 && c.p / c.img < 0.5) ||
    // Readability.js subtracts 100 from the list items: only a container of very many more items than paragraphs goes.
    (!isList && c.li - 100 > c.p) ||
    c.input > Math.floor(c.p / 3) ||
    (!isList && headingDensity < 0.9 && chars < 25 && (c.img === 0 || c.img > 2)) ||
    (!isList && weight < 25 && linkDensity > 0.2) ||
    (weight >= 25 && linkDensity > 0.5) ||
    (c.embed === 1 && chars < 75) ||
    c.embed > 1
  );
}

/** The containers under the article's members that Readability.js would clean away. */
export function cleanConditionally(
  members: ReadonlySet<ElementNode>,
  tallies: TextTallies,
  uncountUnlikely = false,
  weightClasses = true,
  keepDisclosures = 0,
): Set<ElementNode> {
  const removed = new Set<ElementNode>();
  // Each element's counts (p, img, li, input, embed), five numbers by `elementIndex` (as `tallies`), for every
  // member: an element's counts are those of its subtree, whichever member or attempt asks (a Map and an
  // object per element were made per member).
  const counts = new Int32Array(COUNTS * tallies.length);
  for (const member of members) {
    // Nothing in a table of the article is cleaned (Readability.js spares data tables, and a listing laid
    // out as a table is one).
    if (member.name === 'table' || TABLE_PARTS.has(member.name)) continue;
    // Post-order: each element's counts are its own plus its children's.
    walk(
      member,
      () => true,
      (el) => {
        const k = COUNTS * elementIndex(el);
        // With `uncountUnlikely`, an unlikely container (comments, sidebar) adds nothing to its ancestors' counts.
        if (uncountUnlikely && isUnlikely(el)) {
          counts.fill(0, k, k + COUNTS);
          return;
        }
        let p = el.name === 'p' ? 1 : 0;
        let img = el.name === 'img' ? 1 : 0;
        let li = el.name === 'li' ? 1 : 0;
        let input = el.name === 'input' || el.name === 'select' || el.name === 'textarea' ? 1 : 0;
        let embed = EMBEDS.has(el.name) && isVideo(el) ? 1 : 0;
        for (const child of el.children) {
          if (child.kind !== 'element') continue;
          const c = COUNTS * elementIndex(child);
          p += counts[c];
          img += counts[c + 1];
          li += counts[c + 2];
          input += counts[c + 3];
          embed += counts[c + 4];
        }
        counts[k] = p;
        counts[k + 1] = img;
        counts[k + 2] = li;
        counts[k + 3] = input;
        counts[k + 4] = embed;
      },
    );
    // Pre-order: an element that goes takes its subtree with it.
    walk(member, (node) => {
      if (node.kind !== 'element' || node.name === 'table') return false;
      if (
        (ALWAYS.has(node.name) && !(keepDisclosures > 0 && isDisclosureButton(node, keepDisclosures > 1))) ||
        (CLEANED.has(node.name) &&
          shouldRemove(node, counts, elementIndex(node), tallies[elementIndex(node)], weightClasses))
      ) {
        removed.add(node);
        return false;
      }
      return true;
    });
  }
  return removed;
}
