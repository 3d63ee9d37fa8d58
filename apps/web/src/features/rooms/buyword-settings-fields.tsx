"use client";

import { Checkbox, count, SelectField, TextArea, TextField } from "@wordhall/ui";
import { SettingsGroup } from "./fieldset";
import type { GameOptions } from "./room-types";
import { type BuywordForm, type FormErrors, TIME_LIMIT_KINDS, type TimeLimitKind } from "./settings-model";

type Props = {
  readonly form: BuywordForm;
  readonly onChange: (form: BuywordForm) => void;
  readonly options: GameOptions["buyword"];
  readonly errors: FormErrors;
};

const LEXICON_LABEL: Record<string, string> = {
  broad: "Broad — about 275,000 words, the long and the rare",
  common: "Common — about 40,000 everyday words",
};

const LIMIT_LABEL: Record<TimeLimitKind, { label: string; hint: string }> = {
  decide: { label: "Buy or discard a draw", hint: "Each draw's decision." },
  sell: { label: "Selling turn", hint: "A whole selling turn, discarding down included." },
  choose: { label: "Leader's choice", hint: "When the die lets the leader choose 2–5." },
  draft: { label: "Draft pick", hint: "Each pick of the tile draft." },
  trade: { label: "Trading window", hint: "The whole trade of a round." },
  bid: { label: "Auction bid", hint: "Each bid or pass." },
  vote: { label: "Theme vote", hint: "The vote on a themed sale." },
};

/** Every BuyWord option: players, word list and house words, variants and decision time limits. */
export function BuywordSettingsFields({ form, onChange, options, errors }: Props) {
  const set = <K extends keyof BuywordForm>(key: K, value: BuywordForm[K]) =>
    onChange({ ...form, [key]: value });
  const seatOptions = Array.from({ length: options.seats.max - options.seats.min + 1 }, (_, i) => {
    const n = options.seats.min + i;
    return { value: String(n), label: n === 1 ? `${count(n, "player")} (solo)` : count(n, "player") };
  });
  return (
    <div className="space-y-5">
      <SettingsGroup legend="Table">
        <SelectField
          label="Players"
          value={String(form.players)}
          options={seatOptions}
          onChange={(e) => set("players", Number(e.target.value))}
          hint="Alone, you play for a rating band; together, for the most money."
          fieldClassName="max-w-sm"
        />
      </SettingsGroup>

      <SettingsGroup
        legend="Words"
        description="Which words sell: the word list, then your house rules on top."
      >
        <SelectField
          label="Word list"
          value={form.lexicon}
          options={options.lexicons.map((id) => ({ value: id, label: LEXICON_LABEL[id] ?? id }))}
          onChange={(e) => set("lexicon", e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextArea
            label="House words: always allowed"
            value={form.houseAllowed}
            error={errors.houseAllowed}
            hint="One per line or separated by commas."
            onChange={(e) => set("houseAllowed", e.target.value)}
          />
          <TextArea
            label="House words: never allowed"
            value={form.houseBanned}
            error={errors.houseBanned}
            hint="A banned word never sells, even if it is also allowed."
            onChange={(e) => set("houseBanned", e.target.value)}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup legend="Variants">
        <SelectField
          label="Hand limit"
          value={form.handLimit}
          options={[
            { value: "8", label: "8 letter tiles" },
            { value: "10", label: "10 letter tiles" },
            { value: "none", label: "No limit" },
          ]}
          hint="Letter tiles you may keep after a round; wilds don't count."
          fieldClassName="max-w-sm"
          onChange={(e) => set("handLimit", e.target.value as BuywordForm["handLimit"])}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Checkbox
            label="Auctions"
            hint="Instead of buying a draw, put it up for bids (not in solo games)."
            checked={form.auction}
            onChange={(e) => set("auction", e.target.checked)}
          />
          <Checkbox
            label="Trading"
            hint="Once everyone has drawn, swap whole draws, with money either way (not in solo games)."
            checked={form.trade}
            onChange={(e) => set("trade", e.target.checked)}
          />
          <Checkbox
            label="Tile draft"
            hint="Draws are picked one tile at a time, in turn, from a pool laid out face up."
            checked={form.draft}
            onChange={(e) => set("draft", e.target.checked)}
          />
          <Checkbox
            label="Crossword"
            hint="Sold words stay in one shared grid; every new word must cross it."
            checked={form.crossword}
            onChange={(e) => set("crossword", e.target.checked)}
          />
        </div>
        <TextArea
          label="Themes"
          value={form.themes}
          error={errors.themes}
          hint="One per line; round 1 uses the first, and so on round after round. Leave empty for none."
          onChange={(e) => set("themes", e.target.value)}
        />
      </SettingsGroup>

      <SettingsGroup
        advanced
        legend="Decision time limits"
        description="Seconds per decision; leave empty for no limit. A countdown shows when one is on."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {TIME_LIMIT_KINDS.map((kind) => (
            <TextField
              key={kind}
              label={`${LIMIT_LABEL[kind].label} (seconds)`}
              hint={LIMIT_LABEL[kind].hint}
              inputMode="decimal"
              placeholder="No limit"
              value={form.timeLimits[kind]}
              error={errors[`limit-${kind}`]}
              onChange={(e) => set("timeLimits", { ...form.timeLimits, [kind]: e.target.value })}
            />
          ))}
        </div>
      </SettingsGroup>
    </div>
  );
}
