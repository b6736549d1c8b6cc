// Titles without the site name pages add to them (`How to rent a car | Example Travel`): a part of the title
// between separators is dropped when it names the site (its declared name or its host name).
import { wordsOf } from './headline.js';

const SEPARATOR = /\s+[|–—·•»:~]\s+|\s+-{1,2}\s+|\s+::\s+|\s*\|\s*/;

const squash = (s: string) => wordsOf(s).join('');

/** The host name without `www.`: the site's name when the page declares none. */
export function hostName(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\d?\./, '') || null;
  } catch {
    return null;
  }
}

/** Host name labels that could be a site's name: `www.scratch-culinary.co.uk` → `scratchculinary`. */
export function hostLabel(url: string | null): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname.replace(/^www\d?\./, '');
    const labels = host.split('.');
    // The label before the public suffix (a short second-level one such as co.uk's co is skipped).
    const i =
      labels.length >= 3 && labels[labels.length - 2].length <= 3 ? labels.length - 3 : labels.length - 2;
    return labels[Math.max(0, i)].replace(/[^a-z0-9]/g, '') || null;
  } catch {
    return null;
  }
}

/**
 * Whether a part of the title names the site. A part that merely starts with the host's name names the site
 * only at the end (`… | UC Davis Children's Hospital` on ucdavis…); at the start it is often the product
 * (`Gymshark Arrival T-Shirt - Black` on gymshark.com).
 */
function namesSite(part: string, site: string | null, host: string | null, trailing: boolean): boolean {
  const p = squash(part);
  if (!p) return true;
  if (site) {
    const s = squash(site);
    if (s && (p === s || (s.length >= 4 && (p.includes(s) || s.includes(p)) && p.length <= s.length + 12)))
      return true;
  }
  return (
    host !== null &&
    host.length >= 3 &&
    (p === host || (p.length >= 4 && host.includes(p)) || (trailing && p.startsWith(host)))
  );
}

/** Separators after which a short last part is a brand (`… | GEICO`, `… - Moz`); not `:` (`Tutorial: Loft`). */
const BRAND_SEPARATOR = /\s+[|–—·•»]\s+|\s+-{1,2}\s+|\s*\|\s*/g;
/** A brand: at most this many words. */
const MAX_BRAND_WORDS = 3;

/**
 * The title's first part, before its first brand separator (`Stripe Payments | Global Payment Processing
 * Platform` → `Stripe Payments`): what stays of a title once the site name is gone is often the page's name
 * followed by a tagline or keywords. A `:` does not split (`GAAP Compliance: Applying …` is one title).
 */
export function leadingPart(title: string): string {
  const m = new RegExp(BRAND_SEPARATOR.source).exec(title);
  if (!m || m.index === 0) return title;
  const head = title.slice(0, m.index).trim();
  // A number alone (`2024 - Pros & Cons …`, `15 - Tutorial: …`) is a date or a chapter, not the title.
  return wordsOf(head).some((w) => /\p{L}/u.test(w)) ? head : title;
}

/** Drops a short last part after a brand separator, when what stays is at least as long. */
function withoutBrand(title: string): string {
  let last: RegExpExecArray | null = null;
  for (const m of title.matchAll(BRAND_SEPARATOR)) last = m as RegExpExecArray;
  if (!last) return title;
  const head = title.slice(0, last.index).trim();
  const tail = title.slice(last.index + last[0].length).trim();
  const tailWords = wordsOf(tail).length;
  return tailWords <= MAX_BRAND_WORDS && wordsOf(head).length >= tailWords ? head : title;
}

/**
 * The title with the parts that name the site removed (never all of it); with `dropBrand`, also a short
 * last part that looks like a brand the page did not declare as its site name.
 */
export function titleWithoutSite(
  title: string,
  site: string | null,
  url: string | null,
  dropBrand = false,
): string {
  const parts = title.split(SEPARATOR);
  if (parts.length < 2) return title;
  const host = hostLabel(url);
  // Site names sit at either end: strip from the ends only, so a dash inside the title survives.
  let start = 0;
  let end = parts.length;
  while (end - start > 1 && namesSite(parts[end - 1], site, host, true)) end--;
  while (end - start > 1 && namesSite(parts[start], site, host, false)) start++;
  if (start === 0 && end === parts.length) return dropBrand ? withoutBrand(title) : title;
  // Cut the original string (keeps the separators inside the kept span as written).
  const kept = parts.slice(start, end);
  const from = title.indexOf(kept[0]);
  const last = kept[kept.length - 1];
  const to = title.lastIndexOf(last) + last.length;
  const cut = from >= 0 && to > from ? title.slice(from, to).trim() : kept.join(' ');
  // Once the site's name is gone, a brand-like part may remain (`… | Top 19 Companies | Supermove`).
  return dropBrand ? withoutBrand(cut) : cut;
}
