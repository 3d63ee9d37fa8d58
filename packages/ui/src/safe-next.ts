/**
 * Where to go after signing in (`?next=` on both apps' sign-in pages): only a path on this
 * site, so a crafted link cannot send someone, freshly signed in, to another site.
 *
 * Browsers and routers read a URL more loosely than it looks: `/\host` and `/<tab>/host`
 * are `//host` to a browser, and a router may decode `%5C` or `%2F` before it navigates. So
 * the value is refused if any of its decodings holds a backslash, a control character or a
 * leading `//`, and what is left must resolve, against a stand-in origin, to that same
 * origin. What comes back is the path as the URL parser normalised it.
 */
export function safeNext(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  let decoded = value;
  for (let round = 0; ; round++) {
    if (!looksLikeLocalPath(decoded)) return fallback;
    const next = decodeOnce(decoded);
    // A malformed escape in the value itself is refused; one that only appears after
    // decoding ("%25" became "%") is where decoding stops, for any router too.
    if (next === null) {
      if (round === 0) return fallback;
      break;
    }
    if (next === decoded) break;
    // Encoded four times over is no link a person follows.
    if (round === 3) return fallback;
    decoded = next;
  }
  const url = new URL(value, STAND_IN_ORIGIN);
  if (url.origin !== STAND_IN_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const STAND_IN_ORIGIN = "https://safe-next.invalid";

function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\") &&
    // Control characters (tab, newline and the rest) are dropped or misread by URL parsers.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** One round of percent-decoding, or null for a malformed escape. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
