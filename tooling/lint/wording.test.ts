// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the probes below are app code held in strings
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// Numbers the players and moderators read go through @wordhall/ui's wording (wording.ts):
// `count(n, "tile")` says "1 tile" and "2 tiles", `money(n)` says "$1,000" and `scoreText`
// says a final score as its game counts it. A number pasted in front of a noun by hand reads
// "1 moves" one day, and BuyWord's money shown as a bare number reads as points. These tests
// parse every source of both apps (and the kit's sentences) and list each such place as
// "file:line: what", so a new one fails here with where it is.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const SCANNED = ["apps/web/src", "apps/admin/src", "packages/ui/src"];
/** The formatters themselves. */
const FORMATTERS = new Set(["packages/ui/src/wording.ts"]);

/** Nouns the apps count, singular; the plural is the singular with an s unless listed. */
const NOUNS = [
  "action",
  "attempt",
  "bid",
  "board",
  "category",
  "challenge",
  "character",
  "claim",
  "day",
  "decision",
  "dollar",
  "draw",
  "entry",
  "error",
  "field",
  "fix",
  "game",
  "hour",
  "letter",
  "line",
  "loss",
  "member",
  "message",
  "minute",
  "move",
  "offer",
  "pack",
  "person",
  "pip",
  "player",
  "point",
  "problem",
  "rating",
  "report",
  "result",
  "review",
  "round",
  "sale",
  "seat",
  "second",
  "side",
  "spectator",
  "step",
  "term",
  "theme",
  "tile",
  "time",
  "token",
  "trade",
  "turn",
  "vote",
  "week",
  "wild",
  "win",
  "word",
] as const;
const IRREGULAR: Readonly<Record<string, string>> = {
  category: "categories",
  entry: "entries",
  person: "people",
  fix: "fixes",
  loss: "losses",
};
const pluralOf = (noun: string) => IRREGULAR[noun] ?? `${noun}s`;
const NOUN_FORMS = new Set(NOUNS.flatMap((n) => [n, pluralOf(n)]));
/** Words that may stand between a number and its noun: "3 bad-luck tokens", "2 open reports". */
const MODIFIERS = new Set([
  "bad-luck",
  "built-in",
  "category",
  "face-down",
  "house",
  "letter",
  "more",
  "new",
  "open",
  "other",
  "public",
  "reverse",
]);

/** The names under which a BuyWord amount or an Oh My Word score travels in the code. */
const AMOUNTS = /^(?:money|score|amount|price|cost|bid|points|balance|paid|earned|fetched|worth|prize)$/i;
/** The calls that say a number properly. */
const SAYS_IT = new Set(["count", "money", "scoreText"]);
/** Calls that give words, not numbers ("their turn", "Ann's offer"): what follows them is no count. */
const GIVES_WORDS = new Set([
  "listPeople",
  "listWords",
  "name",
  "object",
  "person",
  "possessive",
  "says",
  "subject",
  "their",
  "verb",
]);
/** A lookup of a game's or a status's name (GAME_NAME[kind], KIND_LABELS[r.kind]): words too. */
const NAMES_TABLE = /NAME|LABEL/;

/**
 * Places that look like a hand-written count or a bare amount but are not, each with why;
 * keyed "file: what" as the finding reads without its line number.
 */
const JUSTIFIED: Readonly<Record<string, string>> = {
  "apps/web/src/app/replay/[gameId]/page.tsx: {game} game: a count by hand (count())":
    "the game's name: “Every move of a BuyWord game”",
  "apps/web/src/features/replay/replay-frames.ts: {record.game} games: a count by hand (count())":
    "the game's name: “can't replay buyword games”",
  "apps/web/src/features/daily/share-card.ts: {f.money}: a bare amount (money() or scoreText())":
    "a share card's address (/day/820/3/Ann), read back by its parser, not shown",
  "apps/admin/src/features/lexicon/lexicon-rules.tsx: {list} words: a count by hand (count())":
    "the list's name: “from the banned words”",
  "apps/admin/src/features/reports/report-list.tsx: {status} reports: a count by hand (count())":
    "a status: “No dismissed reports.”",
};

type Finding = { readonly file: string; readonly line: number; readonly what: string };

const isJsxChild = (node: ts.Node): node is ts.JsxChild & { parent: ts.JsxElement | ts.JsxFragment } =>
  ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

/**
 * The text right after a placeholder: the template's next literal, or the JSX text after it,
 * out of the element it ends (<strong>{n}</strong> tiles).
 */
function textAfter(node: ts.Node): string | null {
  if (ts.isTemplateSpan(node)) return node.literal.text;
  if (!ts.isJsxExpression(node) || !isJsxChild(node)) return null;
  let text = "";
  let at: ts.Node = node;
  while (isJsxChild(at)) {
    const siblings: readonly ts.Node[] = at.parent.children;
    const rest = siblings.slice(siblings.indexOf(at) + 1);
    for (const next of rest) {
      if (ts.isJsxText(next)) text += next.text;
      else if (ts.isJsxExpression(next) && next.expression && ts.isStringLiteralLike(next.expression))
        text += next.expression.text;
      else return text;
    }
    // Only at the end of an element does the text go on after it.
    if (text.trim() !== "" || !ts.isJsxElement(at.parent)) return text;
    at = at.parent;
  }
  return text;
}

/** The noun a text opens with ("tiles left" → "tiles"; "bad-luck tokens" → "tokens"), if any. */
export function countedNoun(text: string): string | null {
  const words = /^\s+([a-z-]+)(?:\s+([a-z-]+))?/.exec(text);
  if (!words?.[1]) return null;
  if (NOUN_FORMS.has(words[1])) return words[1];
  if (MODIFIERS.has(words[1]) && words[2] && NOUN_FORMS.has(words[2])) return `${words[1]} ${words[2]}`;
  return null;
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e)
    ? unwrap(e.expression)
    : e;

/** The names a value is read under: `p.money` → money, `s.score ?? 0` → score, `a ? b.price : c`. */
function namesOf(e: ts.Expression): string[] {
  const inner = unwrap(e);
  if (ts.isIdentifier(inner)) return [inner.text];
  if (ts.isPropertyAccessExpression(inner)) return [inner.name.text];
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return namesOf(inner.left);
  if (ts.isConditionalExpression(inner)) return [...namesOf(inner.whenTrue), ...namesOf(inner.whenFalse)];
  return [];
}
const isAmount = (e: ts.Expression) => !isText(e) && namesOf(e).some((n) => AMOUNTS.test(n));

const isCallTo = (e: ts.Expression, names: ReadonlySet<string>) => {
  const inner = unwrap(e);
  return ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && names.has(inner.expression.text);
};
const isText = (e: ts.Expression) => {
  const inner = unwrap(e);
  return ts.isStringLiteralLike(inner) || ts.isTemplateExpression(inner);
};
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const isOne = (e: ts.Expression) => ts.isNumericLiteral(e) && e.text === "1";

/** The words of a text expression (a template's literal parts), to see whether it names a noun. */
function wordsOf(e: ts.Expression): string[] {
  const inner = unwrap(e);
  const text = ts.isStringLiteralLike(inner)
    ? inner.text
    : ts.isTemplateExpression(inner)
      ? [inner.head.text, ...inner.templateSpans.map((s) => s.literal.text)].join(" ")
      : "";
  return text.toLowerCase().split(/[^a-z-]+/);
}
/** One branch says a noun in the singular and the other in the plural: "1 move" / "3 moves". */
function singularAndPlural(a: ts.Expression, b: ts.Expression): boolean {
  const [one, other] = [new Set(wordsOf(a)), new Set(wordsOf(b))];
  return NOUNS.some((n) => (one.has(n) && other.has(pluralOf(n))) || (other.has(n) && one.has(pluralOf(n))));
}

/** A placeholder that holds words rather than a number. */
function isWords(e: ts.Expression): boolean {
  const inner = unwrap(e);
  if (isText(inner) || isCallTo(inner, GIVES_WORDS)) return true;
  return ts.isElementAccessExpression(inner) && NAMES_TABLE.test(inner.expression.getText());
}

/** A node's source on one line, for a finding. */
const oneLine = (node: ts.Node) => node.getText().replace(/\s+/g, " ");

/** What in one source is a hand-written count or a bare amount. */
export function wordingFindings(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const add = (node: ts.Node, what: string) =>
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visit = (node: ts.Node) => {
    // A placeholder of a template or a JSX text: `${n} tiles`, <p>{n} moves</p>, <p>${p.money}</p>.
    const after = textAfter(node);
    const expression = ts.isTemplateSpan(node)
      ? node.expression
      : ts.isJsxExpression(node)
        ? node.expression
        : null;
    if (after !== null && expression && !isCallTo(expression, SAYS_IT)) {
      const noun = isWords(expression) ? null : countedNoun(after);
      if (noun) add(node, `{${oneLine(expression)}} ${noun}: a count by hand (count())`);
      if (isAmount(expression)) add(node, `{${oneLine(expression)}}: a bare amount (money() or scoreText())`);
    }
    // String(p.money): a number made text without its unit.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "String") {
      const arg = node.arguments[0];
      if (arg && isAmount(arg)) add(node, `String(${oneLine(arg)}): a bare amount (money() or scoreText())`);
    }
    // A dollar sign typed before a number: `$${n}`, <td>${p.money}</td>.
    const before = ts.isTemplateSpan(node)
      ? node.parent.templateSpans.indexOf(node) === 0
        ? node.parent.head.text
        : (node.parent.templateSpans[node.parent.templateSpans.indexOf(node) - 1]?.literal.text ?? "")
      : ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
        ? (() => {
            const siblings = node.parent.children;
            const previous = siblings[siblings.indexOf(node) - 1];
            return previous && ts.isJsxText(previous) ? previous.text : "";
          })()
        : "";
    if (expression && before.endsWith("$"))
      add(node, `$\{${oneLine(expression)}}: a dollar sign by hand (money())`);
    // n === 1 ? "move" : "moves": a plural chosen by hand.
    if (
      ts.isConditionalExpression(node) &&
      ts.isBinaryExpression(node.condition) &&
      EQUALITY.has(node.condition.operatorToken.kind) &&
      (isOne(node.condition.right) || isOne(node.condition.left)) &&
      isText(node.whenTrue) &&
      isText(node.whenFalse) &&
      singularAndPlural(node.whenTrue, node.whenFalse)
    )
      add(node, `${oneLine(node.condition)} ? …: a plural chosen by hand (count())`);
    // `${unit}s`, or n === 1 ? "" : "s": a plural made by adding an s by hand.
    if (ts.isTemplateSpan(node) && /^(?:s|es)(?![a-z])/.test(node.literal.text) && !isWords(node.expression))
      add(
        node,
        `{${oneLine(node.expression)}}${node.literal.text.slice(0, 2)}: a plural made by hand (count())`,
      );
    if (
      ts.isConditionalExpression(node) &&
      ts.isStringLiteralLike(unwrap(node.whenTrue)) &&
      ts.isStringLiteralLike(unwrap(node.whenFalse))
    ) {
      const ends = [node.whenTrue, node.whenFalse]
        .map((e) => (unwrap(e) as ts.StringLiteralLike).text)
        .sort();
      if (ends[0] === "" && (ends[1] === "s" || ends[1] === "es"))
        add(node, `${oneLine(node.condition)} ? …: an s added by hand (count())`);
    }
    // n + " moves".
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      ts.isStringLiteralLike(node.right) &&
      !isText(node.left)
    ) {
      const noun = countedNoun(node.right.text);
      if (noun) add(node, `${oneLine(node.left)} + " ${noun}": a count by hand (count())`);
    }
    // A second money formatter beside the shared one.
    if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      /^(?:money|dollars|formatMoney|formatDollars)$/.test(node.name.text)
    )
      add(node, `${node.name.text}: a money formatter of its own (import money from @wordhall/ui)`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const key = (f: Finding) => `${f.file}: ${f.what}`;

describe("numbers in the apps' words go through @wordhall/ui's wording", () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((path) => !FORMATTERS.has(path));
  const findings = files.flatMap((file) => wordingFindings(file, readSource(join(root, file))));

  it("finds no count, plural or amount written by hand but the justified ones", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(
      findings.filter((f) => !(key(f) in JUSTIFIED)).map((f) => `${f.file}:${f.line}: ${f.what}`),
    ).toEqual([]);
  });

  it("lists only justifications that are still needed", () => {
    const seen = new Set(findings.map(key));
    expect(Object.keys(JUSTIFIED).filter((k) => !seen.has(k))).toEqual([]);
  });

  it.each([
    ["const s = `${n} moves`;", "{n} moves: a count by hand"],
    ["const el = <p>{room.seatCount} seats taken</p>;", "{room.seatCount} seats: a count by hand"],
    ['const el = <p>{n}{" "}games</p>;', "{n} games: a count by hand"],
    ["const el = <span><strong>{count}</strong> tiles</span>;", "{count} tiles: a count by hand"],
    ['const el = <td>{all ? (v?.score ?? "—") : (s.score ?? "hidden")}</td>;', "{all ? "],
    ["const s = `${n} bad-luck tokens`;", "{n} bad-luck tokens: a count by hand"],
    ['const s = n === 1 ? "1 move" : `${n} moves`;', "n === 1 ? …: a plural chosen by hand"],
    ['const s = `${n} ${n === 1 ? "point" : "points"}`;', "n === 1 ? …: a plural chosen by hand"],
    ['const s = n + " tiles";', 'n + " tiles": a count by hand'],
    ["const s = value === 1 ? unit : `${unit}s`;", "{unit}s: a plural made by hand"],
    ['const s = `${n} move${n === 1 ? "" : "s"}`;', "n === 1 ? …: an s added by hand"],
    ["const el = <td>{String(p.money)}</td>;", "String(p.money): a bare amount"],
    ["const el = <td>{s.score}</td>;", "{s.score}: a bare amount"],
    ["const el = <td>${p.money}</td>;", "${p.money}: a dollar sign by hand"],
    ["const s = `WORD $${w.price}`;", "${w.price}: a dollar sign by hand"],
    ["const money = (n: number) => `$${n}`;", "money: a money formatter of its own"],
  ])("catches %s", (source, what) => {
    const found = wordingFindings("apps/web/src/features/probe.tsx", source).map((f) => f.what);
    expect(found.some((f) => f.startsWith(what))).toBe(true);
  });

  it("lets the shared formatters and words that are no count pass", () => {
    const fine = [
      'const a = `${count(n, "move")} so far`;',
      "const b = <p>{money(p.money)} in hand</p>;",
      "const c = <p>{scoreText(kind, s.score)}</p>;",
      "const d = `${name} holds the bag`;",
      'const e = n === 1 ? "Solo" : count(n, "player");',
      "const g = `${a} of ${b}`;",
      'const h = words.length > 1 ? " and" : "";',
      'const i = direction === 1 ? "clockwise" : "anticlockwise";',
      "const j = `${possessive(who)} turn`;",
      "const k = <p>{GAME_NAME[kind]} games</p>;",
      'const l = players === 1 ? "The game ends now." : "The game goes on.";',
    ].join("\n");
    expect(wordingFindings("apps/web/src/features/probe.tsx", fine)).toEqual([]);
  });
});
