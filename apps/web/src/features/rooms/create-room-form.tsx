"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { useSession } from "@wordhall/client/auth";
import { Form } from "@wordhall/ui";
import { useSchemaForm } from "@wordhall/ui/fields";
import { Alert, Button, Card } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { GAME_NAME } from "~/components/game-names";
import { Loading } from "~/components/loading";
import { authHref } from "~/lib/auth-href";
import { cx } from "~/lib/cx";
import { type GameForms, type GameKind, GameSettingsEditor, gameSettingsFrom } from "./game-settings-editor";
import { RoomBasicsFields, roomBasicsSchema } from "./room-basics";
import type { GameOptions } from "./room-types";
import { buywordFormFrom, type FormErrors, omwFormFrom } from "./settings-model";

const GAME_BLURB: Record<GameKind, string> = {
  "oh-my-word": "Pass the bag, name things for categories, beat the hidden timer. 2–8 players.",
  buyword: "Buy letter tiles, sell words for the square of their pips. 1–4 players.",
};

/** The lobby's "open a room" page: the game, its name, who may join, and every setting. */
export function CreateRoomForm() {
  const trpc = useTRPC();
  const session = useSession();
  const options = useQuery(
    trpc.rooms.options.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );

  if (session.isPending || options.isPending) return <Loading label="Loading the room settings…" />;
  if (!session.data?.user) {
    return (
      <Alert tone="info" title="Sign in to open a room">
        <p>
          You need an account to host.{" "}
          <Link className="font-semibold underline" href={authHref("/sign-in", "/rooms/new")}>
            Sign in
          </Link>{" "}
          or{" "}
          <Link className="font-semibold underline" href={authHref("/sign-up", "/rooms/new")}>
            create an account
          </Link>
          .
        </p>
      </Alert>
    );
  }
  if (options.isError)
    return <ErrorMessage error={options.error} title="The room settings could not be loaded" />;
  return <CreateRoomFields options={options.data} hostName={session.data.user.name} />;
}

function CreateRoomFields({
  options,
  hostName,
}: {
  readonly options: GameOptions;
  readonly hostName: string;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [kind, setKind] = useState<GameKind>("oh-my-word");
  const basics = useSchemaForm(roomBasicsSchema, {
    defaultValues: { name: `${hostName}'s table`, visibility: "public" },
  });
  const [forms, setForms] = useState<GameForms>(() => ({
    omw: omwFormFrom(options["oh-my-word"].defaults, null),
    buyword: buywordFormFrom(options.buyword.defaults),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useMutation(
    trpc.rooms.create.mutationOptions({ onSuccess: (room) => router.push(`/rooms/${room.id}`) }),
  );

  // The name is checked by the form library, the game's settings by their model; both say
  // what is wrong at once.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const settings = gameSettingsFrom(kind, forms, options);
    setErrors(settings.ok ? {} : settings.errors);
    void basics.handleSubmit(({ name, visibility }) => {
      if (!settings.ok) return;
      create.mutate({
        kind,
        name,
        visibility,
        config: settings.config,
        packBoards: settings.packBoards,
        ...(settings.options ? { options: settings.options } : {}),
      });
    })(event);
  }

  const nameError = basics.formState.errors.name?.message;
  const problems = [...(nameError ? [nameError] : []), ...Object.values(errors)];
  const errorCount = problems.length;
  return (
    <Form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card as="section" aria-labelledby="room-basics" className="space-y-5">
        <h2 id="room-basics" className="font-display text-xl font-bold">
          The room
        </h2>
        <div role="radiogroup" aria-label="Game" className="grid gap-3 sm:grid-cols-2">
          {(["oh-my-word", "buyword"] as const).map((k) => (
            <label
              key={k}
              className={cx(
                "flex cursor-pointer gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-500",
                kind === k
                  ? k === "oh-my-word"
                    ? "border-omw-500 bg-omw-50"
                    : "border-buyword-500 bg-buyword-50"
                  : "border-stone-200 bg-white hover:border-stone-300",
              )}
            >
              <input
                type="radio"
                name="game"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-display text-lg font-bold">{GAME_NAME[k]}</span>
                <span className="block text-sm text-stone-700">{GAME_BLURB[k]}</span>
              </span>
            </label>
          ))}
        </div>
        <RoomBasicsFields form={basics} />
      </Card>

      <Card as="section" aria-labelledby="game-settings" className="space-y-5">
        <h2 id="game-settings" className="font-display text-xl font-bold">
          {GAME_NAME[kind]} settings
        </h2>
        <GameSettingsEditor kind={kind} forms={forms} onChange={setForms} options={options} errors={errors} />
      </Card>

      {errorCount > 0 ? (
        <Alert tone="error" title="Some settings need another look">
          {problems.slice(0, 3).join(" ")}
        </Alert>
      ) : null}
      <ErrorMessage error={create.error} title="The room could not be opened" />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          size="lg"
          busy={create.isPending || create.isSuccess}
          busyLabel="Opening the room…"
        >
          Create room
        </Button>
        <Link
          href="/lobby"
          className="inline-flex min-h-12 items-center px-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to the lobby
        </Link>
      </div>
    </Form>
  );
}
