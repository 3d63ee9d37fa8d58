import { foldTerm } from "@wordhall/words";

/** Categories compare by their folded text, so a pack's "fruit " finds the bank's "Fruit". */
export function categoryKey(category: string): string {
  return foldTerm(category.trim().replace(/\s+/g, " "));
}
