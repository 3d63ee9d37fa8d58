"use client";

import { CopyButton } from "~/components/copy-button";
import { usePageOrigin } from "~/lib/use-page-origin";
import { cardAlt, cardPath, type ShareFacts, sharePath, shareText } from "./share-card";

/**
 * After a finished Daily: the text to paste (the result and the link, no draws) with a Copy
 * button, and the card that link previews as.
 */
export function SharePanel({ facts }: { readonly facts: ShareFacts }) {
  const origin = usePageOrigin();
  const text = shareText(facts, origin);
  return (
    <section aria-labelledby="daily-share-title" className="space-y-3" data-testid="daily-share">
      <h2 id="daily-share-title" className="font-display text-xl font-bold">
        Share your day
      </h2>
      <p className="text-sm text-stone-700">
        Your money, band and streak, and a link: nothing about the draws, so nobody's game is spoiled.
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-start">
        <div className="space-y-3">
          <pre
            className="relative overflow-x-auto rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm whitespace-pre-wrap break-all text-stone-900"
            data-testid="daily-share-text"
          >
            {text}
          </pre>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={text} label="Copy" copiedLabel="Copied!" />
            <a
              href={sharePath(facts)}
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Open the share page
            </a>
          </div>
        </div>
        {/* The same image a pasted link previews as (its og:image). */}
        {/* biome-ignore lint/performance/noImgElement: a generated PNG of our own, not a photo to optimise */}
        <img
          src={cardPath(facts)}
          width={1200}
          height={630}
          alt={cardAlt(facts)}
          className="h-auto w-full rounded-xl border border-stone-200 shadow-sm"
          data-testid="daily-card-image"
        />
      </div>
    </section>
  );
}
