/** One step of a guided game's coach: what the moment teaches and what to do now. */
export type CoachStep<Id extends string = string> = {
  /** Stable per kind of step: the table and the tests tell steps apart by it. */
  readonly id: Id;
  readonly title: string;
  readonly text: string;
  /** The rules it teaches, by their ids in docs/rules/. */
  readonly rules: readonly string[];
};
