import { CompositionSchema, type Composition } from 'shared-contracts';
import { COMPOSITION_ELEMENT_ID } from './composition-element';

export { COMPOSITION_ELEMENT_ID };

/** Where the same document is served on its own (no-cache). */
export const COMPOSITION_URL = '/composition.json';

/**
 * Validates a composition document; throws with a readable message when it is malformed.
 * Goes through the schema's Standard Schema interface, so the shell needs no valibot of its own.
 */
export function parseComposition(raw: unknown): Composition {
  const result = CompositionSchema['~standard'].validate(raw);
  if (result instanceof Promise) throw new Error('Komposisjonsskjemaet må være synkront');
  if (result.issues) {
    const detail = result.issues.map((issue) => {
      const where = (issue.path ?? [])
        .map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
        .join('.');
      return `${where || '(rot)'}: ${issue.message}`;
    });
    throw new Error(`Ugyldig komposisjon: ${detail.join('; ')}`);
  }
  return result.value;
}

/**
 * The composition inlined in the HTML, or null when absent (e.g. the page came from a static host
 * that does not fill the placeholder). Inlining saves a round trip before any remote can load.
 */
export function readInlineComposition(doc: Document): Composition | null {
  const text = doc.getElementById(COMPOSITION_ELEMENT_ID)?.textContent?.trim();
  if (!text || text.startsWith('%')) return null;
  try {
    return parseComposition(JSON.parse(text));
  } catch (error) {
    console.error('[shell] innebygd komposisjon er ugyldig, henter /composition.json', error);
    return null;
  }
}

/** Inline document first; the served /composition.json as fallback. */
export async function loadComposition(doc: Document = document): Promise<Composition> {
  const inline = readInlineComposition(doc);
  if (inline) return inline;
  const response = await fetch(COMPOSITION_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${COMPOSITION_URL} svarte ${response.status}`);
  return parseComposition(await response.json());
}
