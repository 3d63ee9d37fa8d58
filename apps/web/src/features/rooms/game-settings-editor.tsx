"use client";

import { BuywordSettingsFields } from "./buyword-settings-fields";
import { OmwSettingsFields } from "./omw-settings-fields";
import type { GameOptions } from "./room-types";
import {
  type BuywordForm,
  buywordSettingsFrom,
  type FormErrors,
  type OmwForm,
  omwSettingsFrom,
  type PackBoardRef,
  type RoomOptions,
} from "./settings-model";

export type GameForms = { omw: OmwForm; buyword: BuywordForm };
export type GameKind = "oh-my-word" | "buyword";

/** The settings of the chosen game's form, ready for rooms.create / rooms.updateSettings. */
export function gameSettingsFrom(
  kind: GameKind,
  forms: GameForms,
  options: GameOptions,
):
  | {
      ok: true;
      config: Record<string, unknown>;
      packBoards: PackBoardRef[] | null;
      /** The room's own options: Oh My Word's only (the server refuses them for BuyWord). */
      options: RoomOptions | undefined;
    }
  | { ok: false; errors: FormErrors } {
  if (kind === "oh-my-word") {
    const result = omwSettingsFrom(forms.omw, options["oh-my-word"].bounds);
    return result.ok ? { ok: true, ...result.value } : result;
  }
  const result = buywordSettingsFrom(forms.buyword, options.buyword.bounds);
  return result.ok ? { ok: true, config: result.value, packBoards: null, options: undefined } : result;
}

/** The chosen game's settings fields. */
export function GameSettingsEditor({
  kind,
  forms,
  onChange,
  options,
  errors,
}: {
  readonly kind: GameKind;
  readonly forms: GameForms;
  readonly onChange: (forms: GameForms) => void;
  readonly options: GameOptions;
  readonly errors: FormErrors;
}) {
  return kind === "oh-my-word" ? (
    <OmwSettingsFields
      form={forms.omw}
      options={options["oh-my-word"]}
      errors={errors}
      onChange={(omw) => onChange({ ...forms, omw })}
    />
  ) : (
    <BuywordSettingsFields
      form={forms.buyword}
      options={options.buyword}
      errors={errors}
      onChange={(buyword) => onChange({ ...forms, buyword })}
    />
  );
}
