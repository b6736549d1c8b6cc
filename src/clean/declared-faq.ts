// A declared FAQ's questions and answers by their text: a page that marks up its FAQ as a schema.org FAQPage in
// JSON-LD spells out each Question's `name` and its accepted answer's `text`. The CRF reads such an FAQ below a
// shop's grid or a service's offer as boilerplate (an accordion of buttons and collapsed panels, p(o) ≈ 1),
// while the page itself declares it a part of the page. A dropped block whose words are a declared question's,
// or appear in order in a declared answer, comes back, once enough of the declared questions are on the page
// each with a block of its answer (the FAQ is this page's, not a markup copy of another's; a question whose
// answer the page words otherwise, or hides, stays dropped: the golds leave such a lone question out). An
// answer's block of a few words could match anywhere, so only blocks of `minWords` words or more count as
// answers. On every kind of page: the golds keep most declared FAQs (WCXB dev: 66 pages declare one, about two
// in three of them with the FAQ in the gold, a shop's collection pages' 10 of 12).
import type { Block } from '../blocks/block.js';
import { type JsonLdNode, typesOf } from '../metadata/json-ld.js';
import { asList, asString, blocksFoundIn, declaredBlockWords, declaredWords } from './declared-values.js';

export interface DeclaredFaqParams {
  /**
   * Least words of a block matched against a declared FAQ's answers (0 = off); a question matches whole. See
   * `declaredFaqMin` for how many questions must be on the page.
   */
  declaredFaq?: number;
  /** Least declared questions found on the page as blocks before any block comes back (default 2). */
  declaredFaqMin?: number;
}

/** One declared question with its answers' texts. */
export interface DeclaredQuestion {
  question: string;
  answers: string[];
}

/** The questions (with their answers) of the FAQPage nodes among `nodes` (nested or in a `@graph` already flat). */
export function declaredQuestions(nodes: readonly JsonLdNode[]): DeclaredQuestion[] {
  const out: DeclaredQuestion[] = [];
  for (const node of nodes) {
    if (!typesOf(node).includes('FAQPage')) continue;
    for (const q of asList(node.mainEntity)) {
      if (typeof q !== 'object' || q === null) continue;
      const qn = q as JsonLdNode;
      const question = asString(qn.name) || asString(qn.text);
      const answers = [...asList(qn.acceptedAnswer), ...asList(qn.suggestedAnswer)]
        .map((a) => (typeof a === 'object' && a !== null ? asString((a as JsonLdNode).text) : asString(a)))
        .filter((t) => t !== '');
      if (question !== '') out.push({ question, answers });
    }
  }
  return out;
}

/**
 * 1 for each dropped block that is a declared question or a part (`minWords`+ words) of a declared answer, of
 * the questions found on the page with a block of their answer (kept or not): a question whose answer the page
 * does not show as declared stays as it is. Nothing when fewer than `minQuestions` are found so.
 */
export function declaredFaqBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  faq: readonly DeclaredQuestion[] | undefined,
  minWords: number,
  minQuestions = 2,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!faq || faq.length === 0 || minWords <= 0) return out;
  const words = declaredBlockWords(blocks);
  const marks: number[] = [];
  let found = 0;
  for (const q of faq) {
    const question = declaredWords(q.question);
    const asked = words.forms.flatMap((w, i) => (question !== '' && w === question ? [i] : []));
    const answered = new Set(q.answers.flatMap((a) => blocksFoundIn(words, declaredWords(a), minWords)));
    for (const i of asked) answered.delete(i);
    if (asked.length === 0 || answered.size === 0) continue;
    found++;
    for (const i of [...asked, ...answered]) if (!kept[i]) marks.push(i);
  }
  if (found < Math.min(minQuestions, faq.length)) return out;
  for (const i of marks) out[i] = 1;
  return out;
}
