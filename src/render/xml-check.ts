// Well-formedness check of our XHTML with a real XML parser (saxes), shared by the tests and the bench.
import { SaxesParser } from 'saxes';

/**
 * The first well-formedness (or, with `namespaces`, namespace) error saxes reports for `xml`, or null.
 * saxes resolves namespaces in time quadratic in the depth: very deep pages check plain well-formedness.
 */
export function xmlError(xml: string, namespaces = true): string | null {
  const parser = new SaxesParser({ xmlns: namespaces });
  let error: string | null = null;
  parser.on('error', (e) => {
    error ??= e.message;
  });
  parser.write(xml).close();
  return error;
}
