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

const newNode = (): BuildNode => ({ final: false, letters: [], children: [], id: -1 });

/**
 * Builds the flattened graph of a word list. Words must already be normalised (a–z only); they may
 * come in any order and with repeats.
 */
export function buildWordGraphData(words: Iterable<string>): Uint32Array {
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

  return flatten(root, sorted.length);
}

function flatten(root: BuildNode, wordCount: number): Uint32Array {
  // Number nodes in depth-first preorder so a lookup's path tends to stay in nearby memory.
  const order: BuildNode[] = [];
  const index = new Map<BuildNode, number>();
  const stack: BuildNode[] = [root];
  let edgeCount = 0;
  while (stack.length > 0) {
    const node = stack.pop() as BuildNode;
    if (index.has(node)) continue;
    index.set(node, order.length);
    order.push(node);
    edgeCount += node.letters.length;
    for (let e = node.children.length - 1; e >= 0; e--) {
      const child = node.children[e] as BuildNode;
      if (!index.has(child)) stack.push(child);
    }
  }

  const nodeCount = order.length;
  const data = new Uint32Array(HEADER_WORDS + nodeCount * 2 + edgeCount);
  data.set([GRAPH_MAGIC, GRAPH_VERSION, nodeCount, edgeCount, wordCount]);
  const edgeStart = HEADER_WORDS + nodeCount * 2;
  let edge = 0;
  for (let n = 0; n < nodeCount; n++) {
    const node = order[n] as BuildNode;
    let flags = node.final ? FINAL_BIT : 0;
    for (const letter of node.letters) flags |= 1 << letter;
    data[HEADER_WORDS + n * 2] = flags;
    data[HEADER_WORDS + n * 2 + 1] = edge;
    // Letters were appended in sorted order, which is the order the reader expects.
    for (const child of node.children) data[edgeStart + edge++] = index.get(child) as number;
  }
  return data;
}
