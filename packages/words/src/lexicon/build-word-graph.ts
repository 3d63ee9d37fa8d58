import { isNormalizedWord } from "../normalize-word";
import { FINAL_BIT, GRAPH_MAGIC, GRAPH_VERSION, HEADER_WORDS } from "./graph-format";

// Builds the minimal automaton with the incremental algorithm for sorted input (Daciuk et al.,
// 2000): words arrive in order, so once a word diverges from the previous one, the previous
// word's tail can never gain edges again and is merged with an equal, already-registered node.

interface BuildNode {
  final: boolean;
  letters: number[];
  children: BuildNode[];
  /** Set once the node is registered; equal right languages share one id. */
  id: number;
}

/** Levels below the root laid out breadth-first before the rest; see flatten. */
const HOT_DEPTH = 3;

const newNode = (): BuildNode => ({ final: false, letters: [], children: [], id: -1 });

/**
 * Builds the flattened graph of a word list. Words must already be normalised (a–z only); they may
 * come in any order and with repeats.
 */
export function buildWordGraphData(words: Iterable<string>, hotDepth = HOT_DEPTH): Uint32Array {
  const sorted = [...new Set(words)];
  for (const word of sorted) {
    if (!isNormalizedWord(word)) throw new Error(`Not a normalised word: ${JSON.stringify(word)}`);
  }
  sorted.sort();

  const register = new Map<string, BuildNode>();
  let nextId = 0;
  const root = newNode();
  // path[i] is the node reached after the first i letters of the previous word.
  const path: BuildNode[] = [root];
  let previous = "";

  const minimizeDownTo = (depth: number): void => {
    for (let i = path.length - 1; i > depth; i--) {
      const node = path[i] as BuildNode;
      const parent = path[i - 1] as BuildNode;
      let key = node.final ? "1" : "0";
      for (let e = 0; e < node.letters.length; e++) {
        key += `${node.letters[e]}:${(node.children[e] as BuildNode).id},`;
      }
      const existing = register.get(key);
      if (existing) {
        parent.children[parent.children.length - 1] = existing;
      } else {
        node.id = nextId++;
        register.set(key, node);
      }
    }
    path.length = depth + 1;
  };

  for (const word of sorted) {
    let common = 0;
    while (common < word.length && common < previous.length && word[common] === previous[common]) common++;
    minimizeDownTo(common);
    let node = path[common] as BuildNode;
    for (let i = common; i < word.length; i++) {
      const child = newNode();
      node.letters.push(word.charCodeAt(i) - 97);
      node.children.push(child);
      path.push(child);
      node = child;
    }
    node.final = true;
    previous = word;
  }
  minimizeDownTo(0);

  return flatten(root, sorted.length, hotDepth);
}

function flatten(root: BuildNode, wordCount: number, hotDepth: number): Uint32Array {
  const order: BuildNode[] = [];
  const offset = new Map<BuildNode, number>();
  let cells = 0;
  let edgeCount = 0;
  const place = (node: BuildNode): void => {
    offset.set(node, cells);
    order.push(node);
    cells += 1 + node.letters.length;
    edgeCount += node.letters.length;
  };
  // Every lookup passes through the first few levels, so those come first, level by level, and
  // stay in cache together.
  let level: BuildNode[] = [root];
  place(root);
  for (let depth = 0; depth < hotDepth; depth++) {
    const next: BuildNode[] = [];
    for (const node of level) {
      for (const child of node.children) {
        if (offset.has(child)) continue;
        place(child);
        next.push(child);
      }
    }
    level = next;
  }
  // Below them, depth-first preorder, so a node's first child sits right after it.
  const stack: BuildNode[] = [];
  for (let i = level.length - 1; i >= 0; i--) stack.push(level[i] as BuildNode);
  const expanded = new Set<BuildNode>();
  while (stack.length > 0) {
    const node = stack.pop() as BuildNode;
    if (expanded.has(node)) continue;
    expanded.add(node);
    if (!offset.has(node)) place(node);
    for (let e = node.children.length - 1; e >= 0; e--) {
      const child = node.children[e] as BuildNode;
      if (!expanded.has(child)) stack.push(child);
    }
  }

  const data = new Uint32Array(HEADER_WORDS + cells);
  data.set([GRAPH_MAGIC, GRAPH_VERSION, order.length, edgeCount, wordCount]);
  let at = HEADER_WORDS;
  for (const node of order) {
    let flags = node.final ? FINAL_BIT : 0;
    for (const letter of node.letters) flags |= 1 << letter;
    data[at++] = flags;
    // Letters were appended in sorted order, which is the order the reader expects.
    for (const child of node.children) data[at++] = offset.get(child) as number;
  }
  return data;
}
