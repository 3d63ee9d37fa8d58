import type { RatingBand } from "@wordhall/client";
import { bandName } from "@wordhall/engine/buyword-bands";
import { BAND_TONE } from "~/features/buyword/band-tone";
import { cx } from "~/lib/cx";

/** A band on its own tone, as the solo board and the table's end show it. */
export function BandBadge({ band, className }: { readonly band: RatingBand; readonly className?: string }) {
  return (
    <span
      className={cx(
        "rounded px-1.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1",
        BAND_TONE[band],
        className,
      )}
    >
      {bandName(band)}
    </span>
  );
}
