"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "@wordhall/client";
import { lexiconAddSchema, lexiconRemoveSchema } from "@wordhall/client/contract";
import { Form } from "@wordhall/ui";
import { FormSelectField, FormTextField, useSchemaForm } from "@wordhall/ui/fields";
import { Button, Card } from "@wordhall/ui/kit";
import { useId, useState } from "react";
import { QueryState } from "~/components/ui/query-state";
import { NOTE_LABEL, ReasonDialog } from "~/components/ui/reason-dialog";
import { TimeAgo } from "~/components/ui/time-ago";
import type { Outputs } from "~/lib/api-types";
import { OutcomeMessage, useAction } from "~/lib/use-action";

type List = "allowed" | "banned";
type Entry = Outputs["admin"]["lexicon"]["list"]["allowed"][number];

const LIST_TEXT: Record<List, { title: string; help: string }> = {
  allowed: {
    title: "Allowed words",
    help: "Accepted in every game even when the default lexicon lacks them.",
  },
  banned: { title: "Banned words", help: "Refused in every game even when the default lexicon has them." },
};

function AddWord({
  onAdd,
  busy,
}: {
  onAdd: (word: string, list: List, reason: string) => Promise<boolean>;
  busy: boolean;
}) {
  // The API's own schema of lexicon.add: the word's and the reason's rules and limits.
  const form = useSchemaForm(lexiconAddSchema, { defaultValues: { word: "", list: "allowed", reason: "" } });
  const submit = form.handleSubmit(async ({ word, list, reason }) => {
    // A refused word stays in the form, to be corrected.
    if (await onAdd(word, list, reason)) form.reset();
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_2fr_auto] sm:items-start">
      <FormTextField form={form} name="word" label="Word" required autoComplete="off" />
      <FormSelectField
        form={form}
        name="list"
        label="List"
        options={[
          { value: "allowed", label: "Allowed" },
          { value: "banned", label: "Banned" },
        ]}
      />
      <FormTextField form={form} name="reason" label={NOTE_LABEL} required />
      <Button type="submit" disabled={busy} className="sm:mt-6">
        Add
      </Button>
    </Form>
  );
}

function WordList({
  list,
  entries,
  filter,
  onRemove,
  busy,
}: {
  list: List;
  entries: readonly Entry[];
  filter: string;
  onRemove: (word: string, list: List, reason: string) => Promise<unknown>;
  busy: boolean;
}) {
  const shown = filter ? entries.filter((e) => e.word.includes(filter.toLowerCase())) : entries;
  return (
    <Card title={`${LIST_TEXT[list].title} (${entries.length})`} id={`lexicon-${list}`}>
      <p className="mb-3 text-sm text-slate-700">{LIST_TEXT[list].help}</p>
      {shown.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {shown.map((e) => (
            <li key={e.word} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-mono font-semibold">{e.word}</span>{" "}
                <span className="text-slate-700">— {e.reason}</span>
                <span className="block text-xs text-slate-600">
                  {e.addedBy?.name ?? "a former moderator"}, <TimeAgo at={e.at} />
                </span>
              </span>
              <ReasonDialog
                trigger={`Remove ${e.word}`}
                variant="secondary"
                title={`Remove “${e.word}” from the ${list} words`}
                confirmLabel="Remove"
                schemas={{ note: lexiconRemoveSchema.shape.reason }}
                disabled={busy}
                onConfirm={({ note }) => onRemove(e.word, list, note)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{filter ? "No word matches." : "No words yet."}</p>
      )}
    </Card>
  );
}

/** The platform-wide house rules on top of the default lexicon: allowed and banned words. */
export function LexiconRules() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const lexicon = useQuery(trpc.admin.lexicon.list.queryOptions());
  const { busy, outcome, run } = useAction();
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const add = (word: string, list: List, reason: string) =>
    run(() => client.admin.lexicon.add.mutate({ word, list, reason }), `“${word}” is now ${list}.`);
  const remove = (word: string, list: List, reason: string) =>
    run(() => client.admin.lexicon.remove.mutate({ word, list, reason }), `“${word}” is no longer ${list}.`, {
      rethrow: true,
    });
  return (
    <div className="space-y-6">
      <Card title="Add a word" id="lexicon-add">
        <div className="space-y-3">
          <OutcomeMessage outcome={outcome} />
          <AddWord onAdd={add} busy={busy} />
        </div>
      </Card>
      <div className="max-w-sm space-y-1">
        <label htmlFor={filterId} className="block text-sm font-medium">
          Filter the lists
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value.trim())}
          className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-2 focus:outline-sky-600"
        />
      </div>
      <QueryState query={lexicon} label="the house rules">
        {(l) => (
          <div className="grid gap-6 xl:grid-cols-2">
            <WordList list="allowed" entries={l.allowed} filter={filter} onRemove={remove} busy={busy} />
            <WordList list="banned" entries={l.banned} filter={filter} onRemove={remove} busy={busy} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
