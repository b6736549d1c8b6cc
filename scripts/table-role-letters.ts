// One-letter names of the cell roles, as the annotation helpers print and read them.
import type { CellRole } from '../src/structure/tables/types.js';

export const ROLE_LETTER: Record<CellRole, string> = {
  header: 'h',
  data: 'd',
  neutral: 'n',
  thema: 't',
  finalImportant: 'f',
  finalNonImportant: 'x',
};
