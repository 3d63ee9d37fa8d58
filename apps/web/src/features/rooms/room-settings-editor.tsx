"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Form } from "@wordhall/ui";
import { Alert, Button } from "@wordhall/ui/kit";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { SelectField } from "~/components/select-field";
import { TextField } from "~/components/text-field";
import { type GameForms, GameSettingsEditor, gameSettingsFrom } from "./game-settings-editor";
import type { GameOptions, RoomView } from "./room-types";
import {
  type BuywordDefaults,
  buywordFormFrom,
  type FormErrors,
  type OmwDefaults,
  omwFormFrom,
} from "./settings-model";

/** The host changes the room before the game starts; everyone is un-readied by the server. */
export function RoomSettingsEditor({
  room,
  onDone,
}: {
  readonly room: RoomView;
  readonly onDone: () => void;
}) {
  const trpc = useTRPC();
  const options = useQuery(
    trpc.rooms.options.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  if (options.isPending) return <Loading label="Loading the settings…" />;
  if (options.isError) return <ErrorMessage error={options.error} />;
  return <Editor room={room} options={options.data} onDone={onDone} />;
}

function Editor({ room, options, onDone }: { room: RoomView; options: GameOptions; onDone: () => void }) {
  const trpc = useTRPC();
  const [name, setName] = useState(room.name);
  const [visibility, setVisibility] = useState(room.visibility);
  // The room's current settings over the defaults, so a field the room doesn't mention keeps its default.
  const [forms, setForms] = useState<GameForms>(() => ({
    omw: omwFormFrom(
      room.kind === "oh-my-word"
        ? ({ ...options["oh-my-word"].defaults, ...room.config.game } as OmwDefaults)
        : options["oh-my-word"].defaults,
      room.config.packBoards,
      room.config.options,
    ),
    buyword: buywordFormFrom(
      room.kind === "buyword"
        ? ({ ...options.buyword.defaults, ...room.config.game } as BuywordDefaults)
        : options.buyword.defaults,
    ),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useMutation(trpc.rooms.updateSettings.mutationOptions({ onSuccess: onDone }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FormErrors = {};
    if (!name.trim()) found.name = "Give the room a name.";
    const settings = gameSettingsFrom(room.kind, forms);
    const all = { ...found, ...(settings.ok ? {} : settings.errors) };
    setErrors(all);
    if (!settings.ok || Object.keys(all).length > 0) return;
    // No `version` on purpose: chat and seat moves bump the room's version every few
    // seconds, and only the host edits settings, so a version check would refuse harmless saves.
    save.mutate({
      roomId: room.id,
      name: name.trim(),
      visibility,
      config: settings.config,
      ...(room.kind === "oh-my-word" ? { packBoards: settings.packBoards, options: settings.options } : {}),
    });
  }

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Room name"
          value={name}
          limit={60}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label="Who can join"
          value={visibility}
          options={[
            { value: "public", label: "Anyone: listed in the lobby" },
            { value: "private", label: "Only people with the invite link" },
          ]}
          onChange={(e) => setVisibility(e.target.value as "public" | "private")}
        />
      </div>
      <GameSettingsEditor
        kind={room.kind}
        forms={forms}
        onChange={setForms}
        options={options}
        errors={errors}
      />
      {Object.keys(errors).length > 0 ? (
        <Alert tone="error" title="Some settings need another look">
          {Object.values(errors).slice(0, 3).join(" ")}
        </Alert>
      ) : null}
      <ErrorMessage error={save.error} title="The settings were not saved" />
      <p className="text-sm text-stone-700">Saving clears everyone's ready mark, since the rules changed.</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save settings
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
