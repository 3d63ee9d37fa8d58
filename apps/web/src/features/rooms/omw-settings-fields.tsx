"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import {
  Checkbox,
  count,
  JUDGING_HINTS_MEANING,
  SelectField,
  TABLE_MODE_MEANING,
  TextField,
} from "@wordhall/ui";
import { SettingsGroup } from "./fieldset";
import type { GameOptions } from "./room-types";
import { type BoardFace, type FormErrors, LETTERS, type OmwForm, TOKEN_VALUES } from "./settings-model";

type Props = {
  readonly form: OmwForm;
  readonly onChange: (form: OmwForm) => void;
  readonly options: GameOptions["oh-my-word"];
  readonly errors: FormErrors;
};

const FACE_OPTIONS = [
  { value: "front", label: "Front side up" },
  { value: "back", label: "Back side up" },
  { value: "off", label: "Not on the table" },
];

/** Every Oh My Word option: table, boards (built-in or packs), timer, judging, scoring, bag and tokens. */
export function OmwSettingsFields({ form, onChange, options, errors }: Props) {
  const set = <K extends keyof OmwForm>(key: K, value: OmwForm[K]) => onChange({ ...form, [key]: value });
  const seatOptions = range(options.seats.min, options.seats.max).map((n) => ({
    value: String(n),
    label: count(n, "player"),
  }));

  return (
    <div className="space-y-5">
      <SettingsGroup legend="Table">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Players"
            value={String(form.seats)}
            options={seatOptions}
            onChange={(e) => set("seats", Number(e.target.value))}
            hint="Seats at the table. The game starts with everyone seated."
          />
          <SelectField
            label="Who holds the bag first"
            value={form.firstSeat}
            error={errors.firstSeat}
            options={[
              { value: "random", label: "Drawn at random" },
              ...range(0, form.seats - 1).map((s) => ({ value: String(s), label: `Seat ${s + 1}` })),
            ]}
            onChange={(e) => set("firstSeat", e.target.value)}
          />
        </div>
        <Checkbox
          label="Table mode: play together in one room"
          hint={TABLE_MODE_MEANING}
          checked={form.tableMode}
          onChange={(e) => set("tableMode", e.target.checked)}
        />
      </SettingsGroup>

      <SettingsGroup legend="Boards" description="Up to four boards of fifteen categories each.">
        <div role="radiogroup" aria-label="Where the boards come from" className="flex flex-wrap gap-4">
          {(
            [
              ["built-in", "Built-in boards"],
              ["packs", "Category packs"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="board-source"
                className="size-4 accent-brand-700"
                checked={form.boardSource === value}
                onChange={() => set("boardSource", value)}
              />
              {label}
            </label>
          ))}
        </div>
        {form.boardSource === "built-in" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {options.builtInBoards.map((board, i) => (
              <SelectField
                key={board.board}
                label={`Board ${board.board}`}
                hint={`Front: ${board.front} · Back: ${board.back}`}
                value={form.builtIn[i] ?? "off"}
                options={FACE_OPTIONS}
                onChange={(e) => {
                  const builtIn = [...form.builtIn];
                  builtIn[i] = e.target.value as BoardFace;
                  set("builtIn", builtIn);
                }}
              />
            ))}
          </div>
        ) : (
          <PackSidePickers form={form} onChange={onChange} />
        )}
        {errors.boards ? <p className="text-sm font-medium text-red-700">{errors.boards}</p> : null}
      </SettingsGroup>

      <SettingsGroup
        legend="Timer"
        description="The timer runs for a hidden random time between these two, and keeps running while the bag is passed on: it starts again, with a new hidden time, only when it goes off. Nobody sees a countdown."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Shortest timer (seconds)"
            inputMode="decimal"
            value={form.timerMin}
            error={errors.timerMin}
            onChange={(e) => set("timerMin", e.target.value)}
          />
          <TextField
            label="Longest timer (seconds)"
            inputMode="decimal"
            value={form.timerMax}
            error={errors.timerMax}
            onChange={(e) => set("timerMax", e.target.value)}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup legend="Judging">
        <SelectField
          label="Judging"
          value={form.judging}
          options={[
            { value: "challenge", label: "Challenge and vote" },
            { value: "trust", label: "Trust everyone (no challenges)" },
          ]}
          hint="With challenges, the others may dispute an answer and the table votes on it."
          onChange={(e) => set("judging", e.target.value as OmwForm["judging"])}
        />
        {form.judging === "challenge" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Challenge window (seconds)"
              inputMode="decimal"
              value={form.challengeWindow}
              error={errors.challengeWindow}
              onChange={(e) => set("challengeWindow", e.target.value)}
            />
            <TextField
              label="Vote window (seconds)"
              inputMode="decimal"
              value={form.voteWindow}
              error={errors.voteWindow}
              onChange={(e) => set("voteWindow", e.target.value)}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Longest term (characters)"
            inputMode="numeric"
            value={form.maxTermLength}
            error={errors.maxTermLength}
            onChange={(e) => set("maxTermLength", e.target.value)}
          />
          <Checkbox
            className="sm:mt-7"
            label="Refuse repeated terms"
            hint="A term already used in this game can't be claimed again."
            checked={form.refuseRepeatedTerms}
            onChange={(e) => set("refuseRepeatedTerms", e.target.checked)}
          />
        </div>
        {form.judging === "challenge" ? (
          <Checkbox
            label="Judging hints"
            hint={JUDGING_HINTS_MEANING}
            checked={form.judgingHints}
            onChange={(e) => set("judgingHints", e.target.checked)}
          />
        ) : null}
      </SettingsGroup>

      <SettingsGroup legend="Scoring">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Scoring"
            value={form.scoring}
            options={[
              { value: "points", label: "Points: add up token values" },
              { value: "tokens", label: "Tokens: count the tokens" },
            ]}
            hint="Either way, the fewest wins."
            onChange={(e) => set("scoring", e.target.value as OmwForm["scoring"])}
          />
          <SelectField
            label="On a tie"
            value={form.tiebreaker}
            options={[
              { value: "elimination", label: "Play a tiebreaker" },
              { value: "shared", label: "Share the win" },
            ]}
            onChange={(e) => set("tiebreaker", e.target.value as OmwForm["tiebreaker"])}
          />
        </div>
      </SettingsGroup>

      <SettingsGroup
        advanced
        legend="Letter tiles and tokens"
        description="How many of each letter the bag holds, reverse tiles, and the bad-luck tokens."
      >
        <TextField
          label="Reverse tiles"
          inputMode="numeric"
          value={form.reverse}
          error={errors.reverse}
          hint="Drawing one turns the direction of play."
          onChange={(e) => set("reverse", e.target.value)}
          fieldClassName="max-w-xs"
        />
        <div>
          <p className="mb-2 text-sm font-semibold text-stone-800">Letters in the bag</p>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-9">
            {LETTERS.map((letter) => (
              <TextField
                key={letter}
                label={
                  <>
                    <span className="sr-only">Tiles of </span>
                    {letter}
                  </>
                }
                inputMode="numeric"
                className="text-center"
                value={form.letters[letter] ?? "0"}
                aria-invalid={errors[`letter-${letter}`] ? true : undefined}
                onChange={(e) => set("letters", { ...form.letters, [letter]: e.target.value })}
              />
            ))}
          </div>
          {LETTERS.map((l) => errors[`letter-${l}`]).filter(Boolean)[0] ? (
            <p className="mt-2 text-sm font-medium text-red-700">
              {LETTERS.map((l) => errors[`letter-${l}`]).filter(Boolean)[0]}
            </p>
          ) : null}
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold text-stone-800">Bad-luck tokens</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
            {TOKEN_VALUES.map((value) => (
              <TextField
                key={value}
                label={
                  <>
                    <span className="sr-only">Tokens </span>worth {value}
                  </>
                }
                inputMode="numeric"
                className="text-center"
                value={form.tokens[value] ?? "0"}
                aria-invalid={errors[`token-${value}`] ? true : undefined}
                onChange={(e) => set("tokens", { ...form.tokens, [value]: e.target.value })}
              />
            ))}
          </div>
          {errors.tokens ? <p className="mt-2 text-sm font-medium text-red-700">{errors.tokens}</p> : null}
        </div>
      </SettingsGroup>
    </div>
  );
}

/** Four slots, each a pack side (or none), from public packs and the player's own. */
function PackSidePickers({
  form,
  onChange,
}: {
  readonly form: OmwForm;
  readonly onChange: (f: OmwForm) => void;
}) {
  const trpc = useTRPC();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const publicPacks = useQuery(trpc.packs.browse.queryOptions({ limit: 50 }));
  const mine = useQuery({ ...trpc.packs.mine.queryOptions(), enabled: signedIn });

  const options = [{ value: "", label: "No board" }];
  const seen = new Set<string>();
  for (const pack of [...(mine.data ?? []), ...(publicPacks.data?.items ?? [])]) {
    if (seen.has(pack.id)) continue;
    seen.add(pack.id);
    pack.sides.forEach((side, index) => {
      const draft = pack.status !== "approved" ? " (your draft)" : "";
      options.push({ value: `${pack.id}:${index}`, label: `${pack.title}${draft} — ${side.name}` });
    });
  }
  // A side chosen earlier that is no longer listed stays visible, so the form doesn't change it silently.
  for (const chosen of form.packSides) {
    if (chosen && !options.some((o) => o.value === chosen))
      options.push({ value: chosen, label: "A pack side no longer listed" });
  }

  if (publicPacks.isPending) return <p className="text-sm text-stone-600">Loading category packs…</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {form.packSides.map((value, i) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed positions
          key={i}
          label={`Table board ${i + 1}`}
          value={value}
          options={options}
          onChange={(e) => {
            const packSides = [...form.packSides];
            packSides[i] = e.target.value;
            onChange({ ...form, packSides });
          }}
        />
      ))}
    </div>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
