// A visitor's landing page (/, /products, a product page) arrives with the answers to its screen's
// first API reads in a JSON data block (server/src/app/first-answers.ts), keyed by the exact URL the
// API client asks. Each is taken once, in place of that first fetch: later reads of the same URL
// (a refetch, an invalidation) go to the server as always, and so does everything once the first
// seconds of the page are over (an answer its screen did not read is not kept for a later one).

const ELEMENT_ID = 'first-answers';
/** After this long since the page started loading, the server is asked again. */
const LIFETIME_MS = 10_000;

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element) return found;
  element.remove();
  try {
    const pairs = JSON.parse(element.textContent ?? '[]') as unknown;
    if (!Array.isArray(pairs)) return found;
    for (const pair of pairs) {
      if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string') found.set(pair[0], pair[1]);
    }
  } catch {
    // A block that does not parse is ignored: the screen reads from the server.
  }
  return found;
}

/** The page's answer for a GET of `url` (as `buildApiUrl` wrote it), once; undefined when it carries none. */
export function takeFirstAnswer(url: string): unknown {
  answers ??= readAnswers();
  if (answers.size > 0 && typeof performance !== 'undefined' && performance.now() > LIFETIME_MS) answers.clear();
  if (!answers.has(url)) return undefined;
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
