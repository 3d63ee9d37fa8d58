// The "Invite code" field and its button as both the lobby's stand-in (join-by-code.tsx) and
// the form (join-by-code-form.tsx) draw them: one place, so the form takes over without a move.

export const CODE_FIELD = {
  id: "invite-code",
  label: "Invite code",
  autoComplete: "off",
  autoCapitalize: "characters",
  spellCheck: false,
  placeholder: "7KQ2MX",
  fieldClassName: "min-w-0 flex-1 basis-40",
  className: "font-mono tracking-widest uppercase",
} as const;

export const FORM_CLASS = "flex flex-wrap items-start gap-3";
export const FIND_BUTTON_CLASS = "sm:mt-6";
