import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

// A static walk of the import graph of our own TypeScript, for tests that ask what a page
// ships: relative imports, the workspace packages' `exports` and the apps' tsconfig path
// aliases (`~/*`) are followed; any other bare import is a package of node_modules and ends
// the walk there (its own imports are not read). Type-only imports are left out, as the
// compiler erases them. Every module a barrel re-exports counts as imported, as Turbopack
// keeps them all (docs/web.md, "Narrow entries").

/** Where an import leads: one of our files, or a package from node_modules. */
export type Target =
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "package"; readonly name: string; readonly specifier: string };

export type ImportRef = { readonly specifier: string; readonly dynamic: boolean };

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];
const SOURCE = /\.[mc]?[jt]sx?$/;

/** The imports of a source text that survive compilation: static ones, and import() calls. */
export function importsOf(text: string, fileName = "module.tsx"): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause || !erasedImport(clause))
        found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
      return;
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!erasedExport(node)) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function erasedImport(clause: ts.ImportClause): boolean {
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from "x"`: every name a type (an empty `{}` is kept).
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

function erasedExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** Whether a module starts with the "use client" directive (a client component boundary). */
export function isClientModule(text: string): boolean {
  const source = ts.createSourceFile("m.tsx", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === "use client") return true;
  }
  return false;
}

/** A package name of a bare specifier: "@scope/name" or "name" ("zod/v4/core" → "zod"). */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

type Workspace = { readonly dir: string; readonly exports: Record<string, unknown> };
type Aliases = { readonly prefix: string; readonly targets: readonly string[] }[];
type Edge = { readonly target: Target; readonly dynamic: boolean; readonly specifier: string };
/** A module as a walk reached it: whether it is browser code, and the module it came from. */
type Walked = {
  readonly path: string;
  readonly browser: boolean;
  readonly from: Walked | null;
  readonly edges: readonly Edge[];
};

export class ImportGraph {
  private readonly workspaces = new Map<string, Workspace>();
  private readonly texts = new Map<string, string>();
  private readonly aliases = new Map<string, Aliases>();

  constructor(readonly root: string) {
    for (const group of ["apps", "packages", "tooling"]) {
      const base = join(root, group);
      if (!existsSync(base)) continue;
      for (const name of readdirSync(base)) {
        const manifest = join(base, name, "package.json");
        if (!existsSync(manifest)) continue;
        const pkg = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; exports?: unknown };
        if (!pkg.name) continue;
        const exports =
          typeof pkg.exports === "string"
            ? { ".": pkg.exports }
            : ((pkg.exports ?? {}) as Record<string, unknown>);
        this.workspaces.set(pkg.name, { dir: join(base, name), exports });
      }
    }
  }

  /** A file's text (cached). */
  text(path: string): string {
    let text = this.texts.get(path);
    if (text === undefined) {
      text = readFileSync(path, "utf8");
      this.texts.set(path, text);
    }
    return text;
  }

  /** Where `specifier`, imported by the file `from`, leads; throws when one of ours can't be found. */
  resolve(specifier: string, from: string): Target {
    if (specifier.startsWith(".") || specifier.startsWith("/")) {
      return { kind: "file", path: this.file(resolve(dirname(from), specifier), specifier, from) };
    }
    for (const { prefix, targets } of this.aliasesFor(from)) {
      if (!specifier.startsWith(prefix)) continue;
      const rest = specifier.slice(prefix.length);
      for (const target of targets) {
        const found = this.tryFile(target.replace("*", rest));
        if (found) return { kind: "file", path: found };
      }
      throw new Error(`${relative(this.root, from)}: can't resolve ${specifier} through its tsconfig paths`);
    }
    const name = packageName(specifier);
    const workspace = this.workspaces.get(name);
    if (!workspace) return { kind: "package", name, specifier };
    const key = `.${specifier.slice(name.length)}`;
    const entry = exportTarget(workspace.exports[key]);
    if (!entry) throw new Error(`${relative(this.root, from)}: ${name} exports no "${key}" (${specifier})`);
    return { kind: "file", path: this.file(join(workspace.dir, entry), specifier, from) };
  }

  /** The imports of one of our files, resolved. */
  edges(path: string): Edge[] {
    if (!SOURCE.test(path)) return [];
    return importsOf(this.text(path), path).map(({ specifier, dynamic }) => ({
      specifier,
      dynamic,
      target: this.resolve(specifier, path),
    }));
  }

  /**
   * The first path (entry first, the package last) by which the browser's code of `entries`
   * reaches a package that `forbidden` picks, or null (the modules as `walk` reaches them).
   */
  browserPathTo(
    entries: readonly string[],
    forbidden: (target: Extract<Target, { kind: "package" }>, importer: string) => boolean,
  ): string[] | null {
    for (const node of this.walk(entries)) {
      if (!node.browser) continue;
      for (const { target, dynamic } of node.edges)
        if (!dynamic && target.kind === "package" && forbidden(target, node.path))
          return [...this.trail(node), target.specifier];
    }
    return null;
  }

  /**
   * Every file whose code the browser gets with `entries` (as `walk` reaches them), each with
   * the path by which it was first reached, entry first.
   */
  browserFiles(entries: readonly string[]): Map<string, string[]> {
    const found = new Map<string, string[]>();
    for (const node of this.walk(entries))
      if (node.browser && !found.has(node.path)) found.set(node.path, this.trail(node));
    return found;
  }

  /**
   * The modules `entries` reach, breadth first, following static imports only (an import() is
   * a chunk of its own, loaded later). A module of a server component that is not itself
   * marked "use client" is walked through but never counted as browser code: only a client
   * module and what it imports are sent to the browser.
   */
  private walk(entries: readonly string[]): Walked[] {
    const seen = new Set<string>();
    const order: Walked[] = [];
    const visit = (path: string, browser: boolean, from: Walked | null) => {
      const key = `${browser ? "b" : "s"}:${path}`;
      if (seen.has(key)) return;
      seen.add(key);
      order.push({ path, browser, from, edges: this.edges(path) });
    };
    for (const path of entries) visit(path, isClientModule(this.text(path)), null);
    for (let i = 0; i < order.length; i++) {
      const node = order[i] as Walked;
      for (const { target, dynamic } of node.edges)
        if (!dynamic && target.kind === "file")
          visit(target.path, node.browser || this.clientFile(target.path), node);
    }
    return order;
  }

  /** The modules from an entry to `node`, relative to the root. */
  private trail(node: Walked): string[] {
    const steps: string[] = [];
    for (let at: Walked | null = node; at; at = at.from)
      steps.unshift(at.path.startsWith(this.root) ? relative(this.root, at.path) : at.path);
    return steps;
  }

  private clientFile(path: string): boolean {
    return SOURCE.test(path) && isClientModule(this.text(path));
  }

  private aliasesFor(from: string): Aliases {
    let dir = dirname(from);
    while (dir.startsWith(this.root) && dir !== this.root) {
      const cached = this.aliases.get(dir);
      if (cached) return cached;
      const config = join(dir, "tsconfig.json");
      if (existsSync(config)) {
        const parsed = ts.parseConfigFileTextToJson(config, readFileSync(config, "utf8"));
        const options = (parsed.config?.compilerOptions ?? {}) as {
          paths?: Record<string, string[]>;
          baseUrl?: string;
        };
        const base = resolve(dir, options.baseUrl ?? ".");
        const aliases = Object.entries(options.paths ?? {}).map(([pattern, targets]) => ({
          prefix: pattern.replace(/\*$/, ""),
          targets: targets.map((t) => resolve(base, t)),
        }));
        this.aliases.set(dir, aliases);
        return aliases;
      }
      dir = dirname(dir);
    }
    return [];
  }

  private file(path: string, specifier: string, from: string): string {
    const found = this.tryFile(path);
    if (!found) throw new Error(`${relative(this.root, from)}: can't resolve ${specifier}`);
    return found;
  }

  private tryFile(path: string): string | null {
    if (isFile(path)) return path;
    const stem = path.replace(/\.[mc]?js$/, "");
    for (const ext of EXTENSIONS) if (isFile(stem + ext)) return stem + ext;
    for (const ext of EXTENSIONS) if (isFile(join(path, `index${ext}`))) return join(path, `index${ext}`);
    return null;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file an `exports` entry names for a browser bundle: a string, or its import/browser/default condition. */
function exportTarget(entry: unknown): string | null {
  if (typeof entry === "string") return entry;
  if (entry && typeof entry === "object") {
    const conditions = entry as Record<string, unknown>;
    for (const condition of ["browser", "import", "default"]) {
      const found = exportTarget(conditions[condition]);
      if (found) return found;
    }
  }
  return null;
}
