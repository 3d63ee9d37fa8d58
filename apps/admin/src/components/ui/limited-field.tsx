"use client";

import { LengthCounter, lengthProblem } from "@wordhall/ui";
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from "react";

// The dashboard's text fields with a limit: never maxLength (which cuts a pasted reason at
// the limit without a word), but @wordhall/ui's counter and message, and the browser's own
// form check refusing to send a text that is too long (setCustomValidity), with the reason.

type Limit = { readonly limit: number; readonly id: string };

function useLimited<E extends HTMLInputElement | HTMLTextAreaElement>(
  props: { value?: unknown; defaultValue?: unknown; onChange?: ((e: ChangeEvent<E>) => void) | undefined },
  limit: number,
) {
  const controlled = typeof props.value === "string";
  const [own, setOwn] = useState(typeof props.defaultValue === "string" ? props.defaultValue : "");
  const value = controlled ? (props.value as string) : own;
  const ref = useRef<E>(null);
  const problem = lengthProblem(value, limit);
  useEffect(() => ref.current?.setCustomValidity(problem ?? ""), [problem]);
  const onChange = (e: ChangeEvent<E>) => {
    if (!controlled) setOwn(e.target.value);
    props.onChange?.(e);
  };
  return { ref, value, problem, onChange };
}

const counterClass = "text-sm text-slate-700";
const overClass = "text-sm font-medium text-red-800";

export function LimitedInput({
  limit,
  id,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "maxLength"> & Limit) {
  const f = useLimited<HTMLInputElement>(rest, limit);
  return (
    <>
      <input
        {...rest}
        ref={f.ref}
        id={id}
        onChange={f.onChange}
        aria-invalid={f.problem ? true : undefined}
        aria-describedby={`${id}-count`}
      />
      <LengthCounter
        id={`${id}-count`}
        value={f.value}
        max={limit}
        className={counterClass}
        overClassName={overClass}
      />
    </>
  );
}

export function LimitedTextArea({
  limit,
  id,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "maxLength"> & Limit) {
  const f = useLimited<HTMLTextAreaElement>(rest, limit);
  return (
    <>
      <textarea
        {...rest}
        ref={f.ref}
        id={id}
        onChange={f.onChange}
        aria-invalid={f.problem ? true : undefined}
        aria-describedby={`${id}-count`}
      />
      <LengthCounter
        id={`${id}-count`}
        value={f.value}
        max={limit}
        className={counterClass}
        overClassName={overClass}
      />
    </>
  );
}
