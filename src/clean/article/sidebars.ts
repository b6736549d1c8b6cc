// A page's sidebar: the column beside the post that holds its blog's boxes (about me, a profile, archives,
// subscribe, a blogroll). The markup names it: an `<aside>`, the ARIA role `complementary`, or a class or id
// word `sidebar` (`sidebar`, `left-sidebar`, `sidebarWrapper`; not `postsidebar` or `sidebarlogin`, one word).
// A short post's few lines lose Readability.js's retried region search to a longer box there; the first
// attempt, which skips such containers, found the post (`region.ts`, `RegionEvidence.shunSidebars`).
import { type ElementNode, getAttr } from '../../html/node.js';
import { classOrIdHas, nameWords } from '../named-containers.js';

const SIDEBAR_WORD = /(?:^| )sidebars?(?: |$)/;

/** Whether the element is a sidebar by tag, role or class or id word. */
export function isSidebarContainer(e: ElementNode): boolean {
  if (e.name === 'aside') return true;
  if (getAttr(e, 'role')?.trim().toLowerCase() === 'complementary') return true;
  return classOrIdHas(e, /sidebar/i) && SIDEBAR_WORD.test(nameWords(e));
}
