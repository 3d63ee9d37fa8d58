"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@wordhall/client";
import { count, Form } from "@wordhall/ui";
import {
  errorMessages,
  FormTextArea,
  FormTextField,
  messageAt,
  useFieldArray,
  useSchemaForm,
} from "@wordhall/ui/fields";
import { Alert, Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorMessage } from "~/components/error-message";
import { Loading } from "~/components/loading";
import { ModeratorFixes } from "./moderator-fixes";
import {
  emptyDraft,
  emptySide,
  MAX_SIDES,
  type PackDraft,
  type PackOutput,
  packContentSchema,
} from "./pack-draft";
import { PackStatusBadge, STATUS_MEANING } from "./pack-status";
import { SideEditor } from "./side-editor";
import { SignInNeeded, useSignedIn } from "./signed-in";

/** My boards → new pack, or editing one of the author's packs (by id). */
export function PackEditor({ packId }: { readonly packId?: string }) {
  const trpc = useTRPC();
  const me = useSignedIn();
  // Kept here, not in the form: a save bumps the pack's version, which remounts the form
  // with the saved pack, and the "Saved." it just said must survive that.
  const [notice, setNotice] = useState<string | null>(null);
  const existing = useQuery({
    ...trpc.packs.get.queryOptions({ id: packId ?? "" }),
    enabled: packId !== undefined && me.user !== null,
  });

  if (me.pending) return <Loading />;
  if (me.user === null) return <SignInNeeded what="make category boards" />;
  if (packId === undefined) return <PackForm key="new" notice={notice} setNotice={setNotice} />;
  if (existing.isPending) return <Loading label="Loading your pack…" />;
  if (existing.isError) return <ErrorMessage error={existing.error} title="This pack could not be opened." />;
  if (!existing.data.isMine) {
    return <Alert tone="warning">Only the pack's author can edit it.</Alert>;
  }
  return (
    <PackForm
      key={`${existing.data.id}@${existing.data.version}`}
      saved={existing.data}
      notice={notice}
      setNotice={setNotice}
    />
  );
}

type SavedPack = {
  readonly id: string;
  readonly version: number;
  readonly status: "draft" | "submitted" | "approved" | "rejected" | "unpublished";
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly sides: readonly { readonly name: string; readonly categories: readonly string[] }[];
  readonly latestReview: {
    readonly decision: string;
    readonly reason: string | null;
    readonly fixes?: readonly { sideIndex: number; categoryIndex: number; from: string; to: string }[];
  } | null;
};

function toDraft(pack: SavedPack): PackDraft {
  return {
    title: pack.title,
    description: pack.description,
    language: pack.language,
    sides: pack.sides.map((s) => ({ name: s.name, categories: [...s.categories] })),
  };
}

function PackForm({
  saved,
  notice,
  setNotice,
}: {
  readonly saved?: SavedPack;
  readonly notice: string | null;
  readonly setNotice: (notice: string | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useSchemaForm(packContentSchema, { defaultValues: saved ? toDraft(saved) : emptyDraft() });
  const sides = useFieldArray({ control: form.control, name: "sides" });
  const draft = form.watch();
  const dirty = saved === undefined || JSON.stringify(draft) !== JSON.stringify(toDraft(saved));
  const problems = errorMessages(form.formState.errors);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.packs.pathKey() });
  };
  const create = useMutation(
    trpc.packs.create.mutationOptions({
      onSuccess: async (pack) => {
        await refresh();
        router.replace(`/boards/${pack.id}`);
      },
    }),
  );
  const update = useMutation(
    trpc.packs.update.mutationOptions({
      onSuccess: async () => {
        setNotice("Saved.");
        await refresh();
      },
    }),
  );
  const submit = useMutation(
    trpc.packs.submit.mutationOptions({
      onSuccess: async () => {
        setNotice("Submitted for review.");
        await refresh();
      },
    }),
  );

  function save(content: PackOutput) {
    if (saved) update.mutate({ ...content, id: saved.id, version: saved.version });
    else create.mutate(content);
  }

  const sidesProblem = messageAt(form.formState.errors, "sides");
  const busy = create.isPending || update.isPending || submit.isPending;
  const canSubmit =
    saved !== undefined &&
    !dirty &&
    (saved.status === "draft" || saved.status === "rejected" || saved.status === "unpublished");
  const editingPublished =
    saved !== undefined && (saved.status === "approved" || saved.status === "submitted");

  return (
    <Form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        setNotice(null);
        void form.handleSubmit(save)(e);
      }}
    >
      {saved ? (
        <section
          aria-label="Review status"
          className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Status:</span> <PackStatusBadge status={saved.status} />
          </p>
          <p className="text-sm text-stone-700">{STATUS_MEANING[saved.status]}</p>
          {saved.latestReview?.reason && (saved.status === "rejected" || saved.status === "unpublished") ? (
            <Alert tone="warning" title="The moderator's reason">
              {saved.latestReview.reason}
            </Alert>
          ) : null}
          {saved.status === "approved" ? (
            <ModeratorFixes review={saved.latestReview} sides={saved.sides} />
          ) : null}
        </section>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField form={form} name="title" label="Title" required />
        <FormTextField
          form={form}
          name="language"
          label="Language"
          hint="A language code such as en, fr or pt-BR."
        />
        <FormTextArea
          form={form}
          name="description"
          label="Description"
          hint="Optional: what the boards are about, for players browsing packs."
          fieldClassName="md:col-span-2"
        />
      </div>

      <section aria-labelledby="sides-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sides-heading" className="text-xl font-semibold">
            Board sides ({sides.fields.length} of at most {MAX_SIDES})
          </h2>
          <Button
            variant="secondary"
            disabled={sides.fields.length >= MAX_SIDES}
            onClick={() => sides.append(emptySide(sides.fields.length), { shouldFocus: false })}
          >
            Add a side
          </Button>
        </div>
        {sidesProblem ? <p className="text-sm font-medium text-red-700">{sidesProblem}</p> : null}
        {sides.fields.map((side, index) => (
          <SideEditor
            key={side.id}
            form={form}
            index={index}
            canRemove={sides.fields.length > 1}
            onRemove={() => sides.remove(index)}
          />
        ))}
      </section>

      {problems.length > 0 ? (
        <Alert tone="error" title="The pack can't be saved yet.">
          {count(problems.length, "field needs", "fields need")} attention; each is marked above.
        </Alert>
      ) : null}
      <ErrorMessage error={create.error ?? update.error ?? submit.error} title="The server refused it." />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {editingPublished && dirty ? (
        <Alert tone="warning">
          Saving changes takes this pack back to a draft: it leaves the review queue or the public list until
          you submit it again.
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          busy={create.isPending || update.isPending}
          busyLabel="Saving…"
          disabled={busy || !dirty}
        >
          {saved ? "Save changes" : "Create pack"}
        </Button>
        {saved ? (
          <Button
            variant="secondary"
            disabled={busy || !canSubmit}
            busy={submit.isPending}
            busyLabel="Submitting…"
            onClick={() => {
              setNotice(null);
              submit.mutate({ id: saved.id, version: saved.version });
            }}
          >
            Submit for review
          </Button>
        ) : null}
        {saved && dirty ? (
          <span className="text-sm text-stone-600">Save your changes before submitting.</span>
        ) : null}
        <Link href="/boards" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          Back to my boards
        </Link>
      </div>
    </Form>
  );
}
