"use client";

import { Form, TextField } from "@wordhall/ui";
import { Button } from "@wordhall/ui/kit";
import { useState } from "react";
import { useLoadWhenWanted } from "~/lib/use-load-when-wanted";
import { useStandIn } from "~/lib/use-stand-in";
import { CODE_FIELD, FIND_BUTTON_CLASS, FORM_CLASS } from "./join-by-code-field";

// The lobby's "Join by code" form brings the form library, Zod and the API's schemas with it,
// about 54 kB gz, which made the lobby's first load the heaviest of the main pages and its
// module evaluation one of its longest tasks. Its own chunk, fetched when someone reaches for
// the form (the pointer comes over it, it gets the focus, a key is typed). Until it comes, the
// same field and button stand in; what is typed, the focus and a press of "Find room" carry
// over, so nothing moves and nothing is lost (the room chat's box does the same, room-chat.tsx).
type JoinForm = typeof import("./join-by-code-form").JoinByCodeForm;
// At the module's level: the React Compiler does not compile a component that holds an import().
const loadForm = (): Promise<JoinForm> => import("./join-by-code-form").then((m) => m.JoinByCodeForm);

/** Type the code a friend read out; the invite page shows the room and the way in. */
export function JoinByCode() {
  const { loaded: JoinForm, want } = useLoadWhenWanted(loadForm);
  const [draft, setDraft] = useState("");
  const [focused, setFocused] = useState(false);
  const [sent, setSent] = useState(false);
  const { standIn, keep } = useStandIn();
  if (JoinForm) return <JoinForm draft={draft} focus={focused} sent={sent} standIn={standIn} />;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        setSent(true);
        want();
      }}
      onPointerEnter={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      className={FORM_CLASS}
    >
      <TextField
        {...CODE_FIELD}
        ref={keep}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          want();
        }}
      />
      <Button type="submit" className={FIND_BUTTON_CLASS}>
        Find room
      </Button>
    </Form>
  );
}
