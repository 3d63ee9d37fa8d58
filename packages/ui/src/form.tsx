"use client";

import { type ComponentProps, useSyncExternalStore } from "react";

const never = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A form's space-y-* classes space its fields, which sit one level down, in the fieldset. */
export function splitFormClasses(className: string | undefined): { form?: string; fields: string } {
  const tokens = (className ?? "").split(/\s+/).filter(Boolean);
  const spacing = tokens.filter((t) => /^space-y-/.test(t));
  const rest = tokens.filter((t) => !/^space-y-/.test(t));
  // Without spacing of its own the fieldset takes no box (display: contents), so a grid or
  // flex layout on the form still lays out the fields.
  const fields = spacing.length > 0 ? ["min-w-0", ...spacing].join(" ") : "contents";
  return { form: rest.length > 0 ? rest.join(" ") : undefined, fields };
}

/**
 * Every form of both apps. Their submit handlers are React's, so until the page had hydrated,
 * a press of Enter or of the button made the browser send the form itself: a GET that put
 * the fields, a password among them, into the address bar, the history and the server's
 * logs, and then lost what was typed (seen on a slow load in the browser tests). Until then
 * the fields sit in a disabled fieldset: nothing can be typed or sent, so nothing is lost.
 */
export function Form({ children, className, ...props }: ComponentProps<"form">) {
  const hydrated = useHydrated();
  const classes = splitFormClasses(className);
  return (
    <form {...props} className={classes.form}>
      <fieldset disabled={!hydrated} className={classes.fields}>
        {children}
      </fieldset>
    </form>
  );
}
