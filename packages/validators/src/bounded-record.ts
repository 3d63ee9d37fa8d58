import { z } from "zod";

/**
 * The record inside every schema built by boundedRecord, with its bound: tests find the
 * records that have one (the record itself, as the schema around it may be refined again).
 */
export const recordBounds = z.registry<{ readonly maxKeys: number }>();

/**
 * A record with at most `maxKeys` keys. zod's records take any number of keys; the count is
 * checked before any key or value is parsed.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(
  key: K,
  value: V,
  bound: { readonly maxKeys: number; readonly message: string },
) {
  const record = z.record(key, value);
  const schema = z
    .custom<z.input<typeof record>>(
      (input) => typeof input !== "object" || input === null || Object.keys(input).length <= bound.maxKeys,
      bound.message,
    )
    .pipe(record);
  recordBounds.add(record, { maxKeys: bound.maxKeys });
  return schema;
}
