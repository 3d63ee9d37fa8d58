import type { ButtonHTMLAttributes } from "react";

const TONES = {
  primary: "bg-slate-900 text-white hover:bg-slate-700",
  approve: "bg-emerald-700 text-white hover:bg-emerald-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  quiet: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
} as const;

export type ButtonTone = keyof typeof TONES;

export function buttonClass(tone: ButtonTone = "primary"): string {
  return `inline-flex items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]}`;
}

export function Button({
  tone = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: ButtonTone }) {
  return <button type={type} className={`${buttonClass(tone)} ${className}`} {...props} />;
}
