// The page's title from its sources' titles: the first source in the measured order that has one, cleaned of
// the site's name and, for declared titles, of what follows the page's name (`Stripe Payments | Global
// Payment Processing Platform`). The title heading counts only when its words match the declared title well.
import { leadingPart, titleWithoutSite } from './title.js';
import type { MetadataSource, SourceFacts } from './types.js';

export interface TitleParams {
  order: readonly MetadataSource[];
  /** The title heading counts only when its words match the declared title this well (Dice). */
  titleMinMatch: number;
  /** Drop a short brand-like last part of the title (`… | GEICO`). */
  dropBrand: boolean;
  /**
   * Keep only the part before the first brand separator of what stays (`Page name | tagline`): never, for the
   * declared titles only (`<title>`, og:title, JSON-LD; a heading on the page shows its title as meant), or
   * always.
   */
  firstPart: 'never' | 'declared' | 'always';
}

export function chooseTitle(
  facts: Readonly<Record<MetadataSource, SourceFacts>>,
  site: string | null,
  url: string | null,
  params: Readonly<TitleParams>,
): string | null {
  for (const source of params.order) {
    const raw = facts[source].title;
    if (!raw) continue;
    if (source === 'text' && (facts.text.titleScore ?? 0) < params.titleMinMatch) continue;
    const title = titleWithoutSite(raw, site, url, params.dropBrand);
    const cut = params.firstPart === 'always' || (params.firstPart === 'declared' && source !== 'text');
    return cut ? leadingPart(title) : title;
  }
  return null;
}
