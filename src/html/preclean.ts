// Preclean (pipeline step 4). Placeholder: drops script/style/noscript/template and comments.
import { type ChildNode, type DocumentNode, detach, type ParentNode, walk } from './node.js';

const DROP = new Set(['script', 'style', 'noscript', 'template']);

export function preclean(doc: DocumentNode, _opts: { keepMenus: boolean }): void {
  const doomed: ChildNode[] = [];
  walk(doc as ParentNode, (n) => {
    if (n.kind === 'comment' || (n.kind === 'element' && DROP.has(n.name))) {
      doomed.push(n);
      return false;
    }
  });
  for (const n of doomed) detach(n);
}
