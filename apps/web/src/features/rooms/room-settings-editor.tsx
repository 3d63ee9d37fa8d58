"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { Form } from "@wordhall/ui";
import { useSchemaForm } from "@wordhall/ui/fields";
import { Alert, Button } from "@wordhall/ui/kit";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { type GameForms, GameSettingsEditor, gameSettingsFrom } from "./game-settings-editor";
import { RoomBasicsFields, roomBasicsSchema } from "./room-basics";
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
  const basics = useSchemaForm(roomBasicsSchema, {
    defaultValues: { name: room.name, visibility: room.visibility },
  });
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const settings = gameSettingsFrom(room.kind, forms, options);
    setErrors(settings.ok ? {} : settings.errors);
    void basics.handleSubmit(({ name, visibility }) => {
      if (!settings.ok) return;
      // No `version` on purpose: chat and seat moves bump the room's version every few
      // seconds, and only the host edits settings, so a version check would refuse harmless saves.
      save.mutate({
        roomId: room.id,
        name,
        visibility,
        config: settings.config,
        ...(room.kind === "oh-my-word" ? { packBoards: settings.packBoards, options: settings.options } : {}),
      });
    })(event);
  }

  const nameError = basics.formState.errors.name?.message;
  const problems = [...(nameError ? [nameError] : []), ...Object.values(errors)];

  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-5">
      <RoomBasicsFields form={basics} />
      <GameSettingsEditor
        kind={room.kind}
        forms={forms}
        onChange={setForms}
        options={options}
        errors={errors}
      />
      {problems.length > 0 ? (
        <Alert tone="error" title="Some settings need another look">
          {problems.slice(0, 3).join(" ")}
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
